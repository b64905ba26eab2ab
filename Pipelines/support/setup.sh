# Sourced by Pipelines/run and Pipelines/bench (from the repository root): finds or builds devinfo and
# installs what is missing: DuckDB and PySpark from PyPI (pinned versions), Java 17 from Debian. Sets $devinfo, $spark_home
# and the spark_submit function (local[2]). Progress goes to stderr.

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi; }
java_major() { java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }

if [ -n "${DEVINFO:-}" ]; then
    devinfo=$DEVINFO
else
    devinfo=$PWD/.build/release/devinfo
    if [ ! -x "$devinfo" ] || [ -n "$(find Package.swift Sources -newer "$devinfo" -print -quit)" ]; then
        echo "  building the static devinfo" >&2
        swift build -c release --product devinfo --static-swift-stdlib -Xswiftc -static-executable \
            -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
            -Xlinker --symbol-ordering-file=Sources/devinfo/devinfo.order -Xlinker --no-warn-symbol-ordering 2>&1 \
            | { grep -v -i 'warning' || true; } | tail -n 3 >&2
    fi
fi
[ -x "$devinfo" ] || { echo "no devinfo at $devinfo" >&2; exit 1; }

# A Debian system Python refuses plain `pip install` (PEP 668): then install beside its own packages.
pip_install() {
    python3 -m pip install --quiet --disable-pip-version-check "$@" >&2 \
        || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages "$@" >&2
}
# Pinned: the versions the recipes were last checked and measured with (README, Performance); another
# installed version is replaced, so every run compares the same engines.
duckdb_version=2.0.1
pyspark_version=4.3.0
has_version() { python3 -c "import $1, sys; sys.exit($1.__version__ != '$2')" 2>/dev/null; }
has_version duckdb "$duckdb_version" || pip_install "duckdb==$duckdb_version"
has_version pyspark "$pyspark_version" || pip_install "pyspark==$pyspark_version"
if ! command -v java >/dev/null || [ "$(java_major)" -lt 17 ]; then
    echo "  installing Java 17 (openjdk-17-jre-headless)" >&2
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless >/dev/null
    if [ "$(java_major)" -lt 17 ] && [ -x /usr/lib/jvm/java-17-openjdk-amd64/bin/java ]; then
        export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 PATH=/usr/lib/jvm/java-17-openjdk-amd64/bin:$PATH
    fi
fi
spark_home=$(python3 -c 'import os, pyspark; print(os.path.dirname(pyspark.__file__))')
export SPARK_HOME=$spark_home PYSPARK_PYTHON=${PYSPARK_PYTHON:-python3}
versions="duckdb $(python3 -c 'import duckdb; print(duckdb.__version__)'), pyspark $(python3 -c 'import pyspark; print(pyspark.__version__)'), java $(java_major)"

spark_submit() {
    "$SPARK_HOME/bin/spark-submit" --master 'local[2]' --driver-memory 2g \
        --conf spark.ui.enabled=false --conf spark.sql.shuffle.partitions=2 "$@"
}
