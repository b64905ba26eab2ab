"""The Spark schemas of devinfo's table exports, generated from the export itself.

The columns are whatever `devinfo --list --csv` writes (its header), and their types are what Spark infers
from its rows (a few hundred, so inferring costs nothing); `devinfo --bulk --csv` writes `input` and `status`,
then the same columns but `identifier`. So a fact added to devinfo reaches these recipes with no edit here.
`Pipelines/run` checks the inferred types against `devinfo --help columns`.
"""
from pyspark.sql.types import StringType, StructField, StructType


def list_schema(spark, devices_csv):
    """The schema of `devinfo --list --csv` (the file `devices_csv`), inferred from its rows."""
    return spark.read.csv(devices_csv, header=True, inferSchema=True, quote='"', escape='"').schema


def bulk_schema(list_schema):
    """The schema of `devinfo --bulk --csv`: input and status, then the list's columns but identifier."""
    fields = [StructField("input", StringType()), StructField("status", StringType())]
    return StructType(fields + [f for f in list_schema.fields if f.name != "identifier"])
