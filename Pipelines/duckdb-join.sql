-- Every line of a log of hardware identifiers, with its device facts, in DuckDB.
--
-- In a directory holding log.txt (one identifier per line) and devices.csv (`devinfo --list --csv`):
--   python3 -c 'import duckdb, sys; duckdb.sql(sys.stdin.read())' < duckdb-join.sql     (or: duckdb < duckdb-join.sql)
-- Writes joined.csv: line, input, known, then the export's columns without identifier, in log order.

CREATE TEMP TABLE devices AS FROM read_csv('devices.csv', header = true);

-- The log as (line number, identifier). Surrounding spaces, tabs and \r are dropped, as devinfo does.
-- If your log is already a table with an identifier column, skip this and join that column directly.
CREATE TEMP TABLE log AS
    SELECT line, trim(raw, E' \t\r') AS input
    FROM (SELECT string_split(content, chr(10)) AS raws FROM read_text('log.txt')),
         unnest(raws) WITH ORDINALITY AS t(raw, line)
    WHERE line < len(raws) OR raw <> '';  -- no extra empty line after the final newline

COPY (
    SELECT log.line, log.input, devices.identifier IS NOT NULL AS known,
           devices.* EXCLUDE (identifier)
    FROM log LEFT JOIN devices ON devices.identifier = log.input
    ORDER BY log.line
) TO 'joined.csv' (HEADER);
