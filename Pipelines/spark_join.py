"""Every line of a log of hardware identifiers, with its device facts, in PySpark (a broadcast join).

    spark-submit --master 'local[2]' spark_join.py log.txt devices.csv joined/

log.txt: one identifier per line; devices.csv: `devinfo --list --csv`. Writes joined/ (CSV parts with a
header each): line, input, known, then the export's columns without identifier, then firstOSMajor and
lastOSMajor, in log order. Every line
is answered, whatever bytes it holds (not UTF-8, NUL, 100 KB long), and its input is echoed as
`devinfo --bulk --csv` echoes it. Self-contained: copy this one file.
"""
import sys

from pyspark.sql import SparkSession, Window, functions as F
from pyspark.sql.types import StringType, StructField, StructType

log_path, devices_path, out_path = sys.argv[1:4]
spark = SparkSession.builder.appName("devinfo-join").getOrCreate()

# The export's columns, typed from its rows (a few hundred: inferring costs nothing; empty cells read as
# null), but the OS versions, which are text: inferred, 18 and 10.13 would be doubles (18.0; 10.13 < 10.9).
# Their integer majors are added for ordering and comparing. RFC 4180: a quote inside a quoted cell is
# doubled (Spark's default escape is a backslash).
VERSIONS = ("firstOSVersion", "lastOSVersion")
inferred = spark.read.csv(devices_path, header=True, inferSchema=True, quote='"', escape='"').schema
schema = StructType([StructField(f.name, StringType()) if f.name in VERSIONS else f for f in inferred.fields])
devices = spark.read.csv(devices_path, header=True, schema=schema, quote='"', escape='"')
for version in VERSIONS:
    devices = devices.withColumn(version.replace("Version", "Major"), F.substring_index(version, ".", 1).cast("int"))

# The log as (line number, bytes). Spark's text reader splits at \n and keeps each line's bytes, but a
# byte that is not UTF-8 becomes U+FFFD when a string reaches Python or a CSV file: so, binary.
raw = (spark.read.text(log_path, lineSep="\n")
       .withColumn("line", F.row_number().over(Window.orderBy(F.monotonically_increasing_id())))
       .select("line", F.col("value").cast("binary").alias("raw")))

# Each line as devinfo --bulk reads it: a line of more than 1024 bytes is cut there (and is never an
# identifier), then the padding around it is dropped: spaces, tabs, \v, \f and \r (IdentifierGrammar.isPadding), on its
# hex digits, two per byte. With a log that is already a table, join on its identifier column with that padding
# trimmed directly instead.
cut = F.length("raw") > 1024
head = F.hex(F.when(cut, F.substring("raw", 1, 1024)).otherwise(F.col("raw")))
trimmed = F.regexp_replace(F.regexp_replace(head, r"^(?:20|09|0B|0C|0D)+", ""), r"(?:20|09|0B|0C|0D)+$", "")
log = raw.select("line", cut.alias("cut"), trimmed.alias("hex"),
                 F.when(~cut, F.unhex(trimmed).cast("string")).alias("key"))


def echo(hex_digits):
    """What `devinfo --bulk --csv` writes in the input column: at most 256 bytes (then an ellipsis),
    printable ASCII as itself, \\ as \\\\, every other byte as \\xNN, and a leading ' before = + - @,
    which a spreadsheet would run."""
    pairs = F.regexp_extract_all(F.substring(hex_digits, 1, 512), F.lit("(..)"), 1)
    shown = F.array_join(F.transform(pairs, lambda pair: F.when(pair == "5C", "\\\\")
                                     .when((pair >= "20") & (pair <= "7E"), F.unhex(pair).cast("string"))
                                     .otherwise(F.concat(F.lit("\\x"), pair))), "")
    shown = F.concat(shown, F.when(F.length(hex_digits) > 512, "\u2026").otherwise(""))
    return F.when(F.substring(shown, 1, 1).isin("=", "+", "-", "@"), F.concat(F.lit("'"), shown)).otherwise(shown)


joined = (log.join(F.broadcast(devices), log.key == devices.identifier, "left")
          .select("line", F.coalesce(devices.identifier, echo(log.hex)).alias("input"),
                  devices.identifier.isNotNull().alias("known"),
                  *[devices[c] for c in devices.columns if c != "identifier"]))

joined.orderBy("line").write.csv(out_path, header=True, mode="overwrite", quote='"', escape='"')
spark.stop()
