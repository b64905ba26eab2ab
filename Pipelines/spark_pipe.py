"""Every line of a log of hardware identifiers through `devinfo --bulk --csv`, one process per partition.

    spark-submit --master 'local[2]' spark_pipe.py log.txt bulk/ [path/to/devinfo]

Each partition's lines are piped through the static devinfo binary (default: `devinfo` on the PATH of
every executor; on a cluster ship it with `spark-submit --files /path/to/devinfo` and pass `./devinfo`).
Writes bulk/ (CSV parts with a header each): the `devinfo --bulk --csv` columns, in log order.
"""
import sys

from pyspark.sql import SparkSession

# The columns of `devinfo --bulk --csv`, typed (empty cells read as null).
BULK_SCHEMA = """input STRING, status STRING, family STRING, name STRING, variant STRING, releaseYear INT,
    displayCount INT, screen STRING, panelWidth INT, panelHeight INT, pointsWidth INT, pointsHeight INT,
    scale DOUBLE, nativeScale DOUBLE, zoomedPointsWidth INT, zoomedPointsHeight INT,
    zoomedNativeScale DOUBLE, diagonalInches DOUBLE, ppi INT, cutout STRING, homeControl STRING,
    hasNotch BOOLEAN, hasDynamicIsland BOOLEAN, hasSensorHousing BOOLEAN, hasHomeIndicator BOOLEAN,
    hasHomeButton BOOLEAN"""
HEADER = ",".join(column.split()[0] for column in BULK_SCHEMA.split(","))

log_path, out_path = sys.argv[1:3]
devinfo = sys.argv[3] if len(sys.argv) > 3 else "devinfo"
spark = SparkSession.builder.appName("devinfo-pipe").getOrCreate()

lines = spark.read.text(log_path, lineSep="\n").rdd.map(lambda row: row.value)
# One devinfo per partition; it answers line for line, in order, after a header row (dropped here).
rows = lines.pipe(f"{devinfo} --bulk --csv", checkCode=True).filter(lambda row: row != HEADER)
bulk = spark.read.csv(rows, schema=BULK_SCHEMA, quote='"', escape='"')

bulk.write.csv(out_path, header=True, mode="overwrite", quote='"', escape='"')
spark.stop()
