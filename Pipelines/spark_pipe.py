"""Every line of a log of hardware identifiers through `devinfo --bulk --csv`, one process per partition.

    spark-submit --master 'local[2]' spark_pipe.py log.txt bulk/ devices.csv [path/to/devinfo]

devices.csv is `devinfo --list --csv` (the same devinfo): the bulk schema is generated from it. Each
partition's lines are piped through the static devinfo binary (default: `devinfo` on the PATH of every
executor; on a cluster ship it with `spark-submit --files /path/to/devinfo` and pass `./devinfo`).
Writes bulk/ (CSV parts with a header each): the `devinfo --bulk --csv` columns, then firstOSMajor and
lastOSMajor, in log order, exactly devinfo's answer for every line, whatever bytes it holds. Self-contained: copy this one file.
"""
import subprocess
import sys
import threading

from pyspark.sql import SparkSession, functions as F
from pyspark.sql.types import StringType, StructField, StructType

log_path, out_path, devices_path = sys.argv[1:4]
devinfo = sys.argv[4] if len(sys.argv) > 4 else "devinfo"
spark = SparkSession.builder.appName("devinfo-pipe").getOrCreate()

# The columns of `devinfo --bulk --csv`: input and status, then the export's columns but identifier, typed
# from its rows (a few hundred: inferring costs nothing; empty cells read as null), but the OS versions,
# which are text (inferred, 18 and 10.13 would be doubles: 18.0, and 10.13 < 10.9).
VERSIONS = ("firstOSVersion", "lastOSVersion")
devices_schema = spark.read.csv(devices_path, header=True, inferSchema=True, quote='"', escape='"').schema
BULK_SCHEMA = StructType([StructField("input", StringType()), StructField("status", StringType())]
                         + [StructField(f.name, StringType()) if f.name in VERSIONS else f
                            for f in devices_schema.fields if f.name != "identifier"])
HEADER = ",".join(field.name for field in BULK_SCHEMA.fields)


def bulk(lines):
    """One devinfo per partition, fed the lines' bytes as they are; it answers line for line, in order,
    after a header row (dropped here). (RDD.pipe would send each line as UTF-8 text, and a line's bytes
    that are not UTF-8 reach Python as U+FFFD: devinfo would answer for other bytes.)"""
    process = subprocess.Popen([devinfo, "--bulk", "--csv"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def feed():
        for line in lines:
            process.stdin.write(bytes(line) + b"\n")
        process.stdin.close()

    writer = threading.Thread(target=feed)
    writer.start()
    for row in process.stdout:
        row = row.rstrip(b"\n").decode("utf-8")  # devinfo writes ASCII and the ellipsis only
        if row != HEADER:
            yield row
    writer.join()
    if process.wait() != 0:
        raise RuntimeError(f"{devinfo} --bulk --csv exited {process.returncode}")


# Spark's text reader splits at \n and keeps each line's bytes; as binary they reach Python unchanged.
lines = spark.read.text(log_path, lineSep="\n").selectExpr("CAST(value AS BINARY)").rdd.map(lambda row: row[0])
rows = lines.mapPartitions(bulk)
answers = spark.read.csv(rows, schema=BULK_SCHEMA, quote='"', escape='"')
# The integer majors of the OS versions, for ordering and comparing (after devinfo's own columns).
for version in VERSIONS:
    answers = answers.withColumn(version.replace("Version", "Major"), F.substring_index(version, ".", 1).cast("int"))

answers.write.csv(out_path, header=True, mode="overwrite", quote='"', escape='"')
spark.stop()
