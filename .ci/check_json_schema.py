"""Every JSON export of devinfo, validated against devinfo's JSON Schema (draft 2020-12).

    python3 .ci/check_json_schema.py DEVINFO SCHEMA

DEVINFO is the devinfo executable to run, SCHEMA the schema file (devinfo.schema.json). Validates, with
the `jsonschema` package's Draft202012Validator (`.ci/check-release` installs the pinned version):

  - the schema itself against the draft 2020-12 meta-schema;
  - `devinfo --list --json` against `#/$defs/deviceList`, as the schema's description tells users to;
  - every line of `devinfo --list --json-lines`;
  - `devinfo --json ID` for every identifier, and with `--os` for several versions;
  - `devinfo --json ID ID…` (an array), unknown and malformed identifiers, the detected machine;
  - every line of `devinfo --bulk --json` over every identifier and hostile lines, with and without --os.

Each object is validated twice: against the schema as published (objects open to keys a later version
adds), and against a closed copy (additionalProperties: false everywhere), so a key devinfo writes that
the schema does not describe fails here. Prints one line per check; exits 1 on any failure.
"""
import copy
import json
import os
import subprocess
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource

devinfo, schema_path = sys.argv[1:3]
schema = json.load(open(schema_path, encoding="utf-8"))
failures = []


def check(name, ok, detail=""):
    print(("  PASS  " if ok else "  FAIL  ") + name + (f": {detail}" if detail else ""))
    if not ok:
        failures.append(name)


def run(arguments, stdin=b"", env=None, status=(0,)):
    environment = {k: v for k, v in os.environ.items() if k != "SIMULATOR_MODEL_IDENTIFIER"}
    environment.update(env or {})
    result = subprocess.run([devinfo] + arguments, input=stdin, capture_output=True, env=environment)
    if result.returncode not in status:
        command = " ".join(arguments)
        raise SystemExit(f"devinfo {command[:200]} exited {result.returncode}: {result.stderr.decode(errors='replace')[:500]}")
    return result.stdout.decode("utf-8")


def closed(node):
    """A copy of the schema where every object schema with properties allows no other key."""
    node = copy.deepcopy(node)

    def walk(value):
        if isinstance(value, dict):
            if "properties" in value:
                value["additionalProperties"] = False
            for child in value.values():
                walk(child)
        elif isinstance(value, list):
            for child in value:
                walk(child)
    walk(node)
    return node


Draft202012Validator.check_schema(schema)
check("the schema is a valid draft 2020-12 schema", schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema")
open_validator = Draft202012Validator(schema)
strict_validator = Draft202012Validator(closed(schema))
# `$defs/deviceList` as a user would reach it, with no address of their own: the schema's `$id` and its
# absolute references let the entry resolve on its own (handed to the schema's own validator alone), and
# let `<$id>#/$defs/deviceList` resolve once the schema is registered under its `$id`.
check("the schema has an $id, and every $ref is absolute against it",
      schema.get("$id") == "urn:devinfo:schema" and all(ref.startswith(schema["$id"]) for ref in
                                                       __import__("re").findall(r'"\$ref": "([^"]*)"', json.dumps(schema))))
registry = Registry().with_resource(schema["$id"], Resource.from_contents(schema))
list_validator = Draft202012Validator({"$ref": schema["$id"] + "#/$defs/deviceList"}, registry=registry)
alone_validator = open_validator.evolve(schema=schema["$defs"]["deviceList"])


def validate(name, value, validators=(open_validator, strict_validator)):
    """The first error of each validator for `value`, or none."""
    errors = []
    for validator in validators:
        error = best_match(validator.iter_errors(value))
        if error is not None:
            errors.append(f"{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message[:200]}")
    return errors


def validate_all(name, objects):
    bad = []
    for index, value in enumerate(objects):
        errors = validate(name, value)
        if errors:
            bad.append((value.get("identifier") if isinstance(value, dict) else index, errors[0]))
    check(name, not bad and len(objects) > 0, f"{len(bad)} of {len(objects)} invalid, e.g. {bad[:2]}" if bad else f"{len(objects)} objects")


listed = json.loads(run(["--list", "--json"]))
identifiers = [device["identifier"] for device in listed]
errors = [e.message[:200] for e in list_validator.iter_errors(listed)][:2]
check("devinfo --list --json is a urn:devinfo:schema#/$defs/deviceList", not errors, str(errors) if errors else f"{len(listed)} devices")
errors = [e.message[:200] for e in alone_validator.iter_errors(listed)][:2]
wrong = list(alone_validator.iter_errors([{"identifier": 1}]))
check("… and validates against $defs/deviceList alone (its references resolve on their own), which rejects a wrong device",
      not errors and len(wrong) > 0, str(errors) if errors else f"{len(listed)} devices")
validate_all("devinfo --list --json, each device (open and closed schema)", listed)
validate_all("devinfo --list --json-lines, each line", [json.loads(line) for line in run(["--list", "--json-lines"]).splitlines()])

one_by_one = [json.loads(run(["--json", identifier])) for identifier in identifiers]
validate_all("devinfo --json ID, every identifier", one_by_one)
check("devinfo --json ID is the --list --json element", one_by_one == listed)
for version in ["12", "13", "17.4", "iOS 26", "macOS 14", "3"]:
    # Exit 2 when a device does not run the version asked (stderr says so); the JSON is written all the same.
    validate_all(f"devinfo --json --os '{version}' ID…, every identifier", json.loads(run(["--json", "--os", version] + identifiers, status=(0, 2))))

unknown = ["iPhone99,1", "iPhone11,08", "Zork1,1", "x86_64", "iphone11,8", "iPhone\u202e11,8", "Watch7,9x"]
validate_all("devinfo --json with unknown and malformed identifiers", json.loads(run(["--json"] + unknown, status=(0, 2))))
detected = json.loads(run(["--json"], env={"SIMULATOR_MODEL_IDENTIFIER": "iPhone15,2"}))
validate_all("devinfo --json for the machine it runs on (detectedFrom)", [detected])
check("the detected machine says where its identifier came from", detected.get("detectedFrom") is not None, str(detected.get("detectedFrom")))

hostile = "\n".join(identifiers + unknown + ["", "  iPhone11,8\t", "\"evil\",x", "=cmd|' /C calc'!A0", "\x1b[2J", "A" * 2000, "iPhone11,8\r"])
for arguments in (["--bulk", "--json"], ["--bulk", "--json", "--os", "17"]):
    lines = run(arguments, stdin=hostile.encode("utf-8") + b"\n\xff\xfe\n").splitlines()
    validate_all("devinfo " + " ".join(arguments) + ", every line", [json.loads(line) for line in lines])
    check("devinfo " + " ".join(arguments) + " answers every input line", len(lines) == hostile.count("\n") + 2, f"{len(lines)} lines")

print(f"json schema: {len(failures)} failed")
sys.exit(1 if failures else 0)
