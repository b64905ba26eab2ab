"""Every line of a log of hardware identifiers, with its device facts, in PySpark (a broadcast join).

    spark-submit --master 'local[2]' spark_join.py log.txt devices.csv joined/

log.txt: one identifier per line; devices.csv: `devinfo --list --csv`. Writes joined/ (CSV parts with a
header each): line, input, known, then the export's columns without identifier, in log order.
"""
import sys

from pyspark.sql import SparkSession, Window, functions as F

from devinfo_columns import list_schema

log_path, devices_path, out_path = sys.argv[1:4]
spark = SparkSession.builder.appName("devinfo-join").getOrCreate()

# The export's columns, typed from its rows (empty cells read as null). RFC 4180: a quote inside a quoted
# cell is doubled (Spark's default escape is a backslash).
devices = spark.read.csv(devices_path, header=True, schema=list_schema(spark, devices_path), quote='"', escape='"')

# The log as (line number, identifier); surrounding spaces, tabs and \r dropped, as devinfo does.
# With a log that is already a table, join its identifier column directly instead.
log = (spark.read.text(log_path, lineSep="\n")
       .withColumn("line", F.row_number().over(Window.orderBy(F.monotonically_increasing_id())))
       .select("line", F.regexp_replace("value", r"^[ \t\r]+|[ \t\r]+$", "").alias("input")))

joined = (log.join(F.broadcast(devices), log.input == devices.identifier, "left")
          .select("line", "input", devices.identifier.isNotNull().alias("known"),
                  *[devices[c] for c in devices.columns if c != "identifier"]))

joined.orderBy("line").write.csv(out_path, header=True, mode="overwrite", quote='"', escape='"')
spark.stop()
