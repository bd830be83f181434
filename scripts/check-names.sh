#!/usr/bin/env bash
# Table and column names belong to the repositories (model/repositories/) and the schema
# (model/storage/Schema.cpp, model/storage/SqliteStorage.cpp): every other file reads and writes the typed domain
# (model/domain/). This check fails when a table or column name appears as a string literal
# anywhere else. A line may carry a string that only looks like one (a JSON key of a documented
# output, a page id, a settings key) when it says so with a trailing `// not storage: <what it is>`.
set -euo pipefail
cd "$(dirname "$0")/.."

# Files that write a documented output format (the JSON of `gatebench info` and `gatebench decide`)
# name its keys, some of which are also column names. They are exempt only while they cannot reach
# storage: none of them may include a storage or workspace header.
formats=(
    model/decision/DecisionDocument.cpp
    model/workspace/WorkspaceInfo.cpp
    model/committee/CommitteeJson.cpp
)

schema=model/storage/Schema.cpp
names=$( (grep -oE 'CREATE TABLE [a-z_0-9]+' "$schema" | awk '{print $3}'
          grep -oE 'ADD COLUMN [a-z_0-9]+' "$schema" | awk '{print $3}'
          awk '/CREATE TABLE/ {inside = 1} inside && /^[[:space:]]+[a-z_0-9]+[[:space:]]+(INTEGER|TEXT|REAL|BLOB|NUMERIC)/ {print $1}
               /\)"/ {inside = 0}' "$schema") | sort -u)
[[ -n $names ]] || { echo "check-names: no table names found in $schema" >&2; exit 2; }
pattern="\"($(paste -sd'|' <<<"$names"))\""

status=0
while IFS= read -r -d '' file; do
    case $file in
        # PostgresRoles: a server's roles and row-level security, part of its schema.
        model/repositories/* | model/storage/Schema.* | model/storage/SqliteStorage.* | model/storage/PostgresRoles.*) continue ;;
    esac
    is_format=0
    for f in "${formats[@]}"; do [[ $file == "$f" ]] && is_format=1; done
    if [[ $is_format -eq 1 ]]; then
        if grep -qE '#include "([a-z]+/)?(Storage|Change|ChangeSpool|SqliteStorage|Workspace)\.h"' "$file"; then
            echo "$file: writes an output format and may name its keys only while it cannot reach storage"
            status=1
        fi
        continue
    fi
    # Translated words ("team", "candidate") are what a reader sees, not names: left out.
    hits=$(sed -E 's/(tr|translate|QT_TR_NOOP)\("[^"]*"/\1(/g; s/QT_TRANSLATE_NOOP\("[^"]*", *"[^"]*"/QT_TRANSLATE_NOOP(/g' "$file" |
        grep -nE "$pattern" | grep -vE '^[0-9]+:[[:space:]]*(//|\*)' | grep -v '// not storage: ' || true)
    [[ -z $hits ]] && continue
    while IFS= read -r hit; do
        echo "$file:${hit%%:*}: names a table or column ($(grep -oE "$pattern" <<<"${hit#*:}" | head -n 1)); read and write through model/repositories/"
    done <<<"$hits"
    status=1
done < <(find app views importers model -type f \( -name '*.h' -o -name '*.cpp' \) -print0 | sort -z)
if [[ $status -eq 0 ]]; then
    echo "names: no table or column name outside the repositories and the schema"
fi
exit $status
