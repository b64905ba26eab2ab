"""Spark's fixed cost for Pipelines/bench: start a session, run a one-row job, stop."""
from pyspark.sql import SparkSession

spark = SparkSession.builder.appName("devinfo-noop").getOrCreate()
spark.range(1).count()
spark.stop()
