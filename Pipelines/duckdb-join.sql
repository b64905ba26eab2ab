-- Every line of a log of hardware identifiers, with its device facts, in DuckDB.
--
-- In a directory holding log.txt (one identifier per line) and devices.csv (`devinfo --list --csv`):
--   python3 -c 'import duckdb, sys; duckdb.sql(sys.stdin.read())' < duckdb-join.sql     (or: duckdb < duckdb-join.sql)
-- Writes joined.csv: line, input, known, then the export's columns without identifier, then firstOSMajor and
-- lastOSMajor, in log order.
-- Every line is answered, whatever bytes it holds (not UTF-8, NUL, 100 KB long), and its input is echoed
-- as `devinfo --bulk --csv` echoes it.

-- OS versions are text: read as numbers, 10.13 would sort below 10.9, `lastOSVersion < 10.13` would miss
-- 10.12.6's peers written 10.12, and 18 would be written back as 18.0. So firstOSVersion and lastOSVersion
-- are VARCHAR, exactly as the export writes them, and the integer majors (18 of 18, 10 of 10.15) are added
-- for ordering and comparing: `ORDER BY lastOSMajor`, `WHERE lastOSMajor < 26`.
CREATE TEMP TABLE devices AS
    SELECT *, TRY_CAST(split_part(firstOSVersion, '.', 1) AS INTEGER) AS firstOSMajor,
              TRY_CAST(split_part(lastOSVersion, '.', 1) AS INTEGER) AS lastOSMajor
    FROM read_csv('devices.csv', header = true, types = {'firstOSVersion': 'VARCHAR', 'lastOSVersion': 'VARCHAR'});

-- The log as bytes (read_text stops at the first byte that is not UTF-8), split at each \n into numbered
-- lines. DuckDB writes a BLOB as text with printable ASCII as itself and every other byte (and " ' \) as
-- \xNN, so a newline is exactly the text \x0A, and the text casts back to the same bytes (::BLOB).
CREATE TEMP TABLE raw_log AS
    SELECT line, raw
    FROM (SELECT string_split(content::VARCHAR, '\x0A') AS raws FROM read_blob('log.txt')),
         unnest(raws) WITH ORDINALITY AS t(raw, line)
    WHERE line < len(raws) OR raw <> '';  -- no extra empty line after the final newline

-- Each line as devinfo --bulk reads it: a line of more than 1024 bytes is cut there (and is never an
-- identifier), then the padding around it is dropped: spaces, tabs, \v, \f and \r (IdentifierGrammar.isPadding). If
-- your log is already a table with an identifier column, join trim(column, ' ' || chr(9) || chr(11) || chr(12) || chr(13))
-- directly instead.
--
-- echo is what `devinfo --bulk --csv` writes in the input column: at most 256 bytes (then an ellipsis,
-- chr(8230)), printable ASCII as itself, \ as \\, every other byte as \xNN (so of DuckDB's text only
-- \x22, \x27 and \x5C change; \x5C last, or the text \x22 would read as a quote), and a leading ' before
-- = + - @, which a spreadsheet would run.
CREATE TEMP TABLE log AS
    WITH cut AS (
        SELECT line, octet_length(raw::BLOB) > 1024 AS cut,
               CASE WHEN octet_length(raw::BLOB) > 1024 THEN unhex(left(hex(raw::BLOB), 2048))::VARCHAR ELSE raw END AS head
        FROM raw_log
    ), trimmed AS (
        SELECT line, cut,
               regexp_replace(regexp_replace(head, '^(?: |\\x09|\\x0B|\\x0C|\\x0D)+', ''), '(?: |\\x09|\\x0B|\\x0C|\\x0D)+$', '') AS input
        FROM cut
    ), shown AS (
        SELECT line, cut, input,
               replace(replace(replace(
                   CASE WHEN octet_length(input::BLOB) > 256
                        THEN unhex(left(hex(input::BLOB), 512))::VARCHAR || chr(8230) ELSE input END,
                   '\x22', '"'), '\x27', ''''), '\x5C', '\\') AS shown
        FROM trimmed
    )
    SELECT line, cut, input, CASE WHEN left(shown, 1) IN ('=', '+', '-', '@') THEN '''' || shown ELSE shown END AS echo
    FROM shown;

COPY (
    SELECT log.line, log.echo AS input, devices.identifier IS NOT NULL AS known, devices.* EXCLUDE (identifier)
    FROM log LEFT JOIN devices ON devices.identifier = log.input AND NOT log.cut
    ORDER BY log.line
) TO 'joined.csv' (HEADER);
