"""Every line of a log of hardware identifiers through `devinfo --bulk --csv`, one process per partition.

    spark-submit --master 'local[2]' spark_pipe.py log.txt bulk/ devices.csv [path/to/devinfo]

devices.csv is `devinfo --list --csv` (the same devinfo): the bulk schema is generated from it. Each
partition's lines are piped through the static devinfo binary (default: `devinfo` on the PATH of every
executor; on a cluster ship it with `spark-submit --files /path/to/devinfo` and pass `./devinfo`).
Writes bulk/ (CSV parts with a header each): the `devinfo --bulk --csv` columns, in log order.
"""
import sys

from pyspark.sql import SparkSession

from devinfo_columns import bulk_schema, list_schema

log_path, out_path, devices_path = sys.argv[1:4]
devinfo = sys.argv[4] if len(sys.argv) > 4 else "devinfo"
spark = SparkSession.builder.appName("devinfo-pipe").getOrCreate()

# The columns of `devinfo --bulk --csv`, typed from the export's rows (empty cells read as null).
BULK_SCHEMA = bulk_schema(list_schema(spark, devices_path))
HEADER = ",".join(field.name for field in BULK_SCHEMA.fields)

lines = spark.read.text(log_path, lineSep="\n").rdd.map(lambda row: row.value)
# One devinfo per partition; it answers line for line, in order, after a header row (dropped here).
rows = lines.pipe(f"{devinfo} --bulk --csv", checkCode=True).filter(lambda row: row != HEADER)
bulk = spark.read.csv(rows, schema=BULK_SCHEMA, quote='"', escape='"')

bulk.write.csv(out_path, header=True, mode="overwrite", quote='"', escape='"')
spark.stop()
