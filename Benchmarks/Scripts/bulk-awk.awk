# The awk baseline for `devinfo --bulk`: a hash join of stdin against the same table devinfo renders
# (TABLE, one known device's TSV line each), printing exactly what devinfo prints for known identifiers
# and for well-formed unknown ones (the benchmark input has no other kind): the input, `unknown`, the
# family the letters name, and the rest of the row's columns empty.
BEGIN { FS = "\t"; OFS = "\t" }
FNR == NR {
    row[$1] = $0
    if (empty == "") { for (i = 4; i <= NF; i++) empty = empty "\t" }
    next
}
{
    line = $0
    sub(/\r$/, "", line)
    if (line in row) { print row[line]; next }
    family = ""
    if (match(line, /^[A-Za-z]+/)) {
        prefix = substr(line, 1, RLENGTH)
        if (prefix == "iPhone" || prefix == "iPad" || prefix == "iPod") family = prefix
    }
    print line, "unknown", family empty
}
