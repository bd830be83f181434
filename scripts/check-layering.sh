#!/usr/bin/env bash
# The layering rule the linker cannot see on Debian (one shared Qt include root): no file in
# model/ or importers/ may include a Qt Widgets or Qt Charts header.
set -euo pipefail
cd "$(dirname "$0")/.."
qt_include=$(dirname "$(find /usr/include -maxdepth 3 -type d -name QtWidgets | head -n 1)")
[[ -d $qt_include/QtWidgets ]] || { echo "Qt Widgets headers not found" >&2; exit 2; }
forbidden=$( (ls "$qt_include/QtWidgets"; ls "$qt_include/QtCharts" 2>/dev/null) | grep -v '\.h$' | sort -u)
status=0
while IFS= read -r -d '' file; do
    while IFS= read -r line; do
        header=$(sed -E 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]([^>"]+)[>"].*/\1/' <<<"$line")
        base=${header##*/}
        base=${base%.h}
        if [[ $header == QtWidgets/* || $header == QtCharts/* || $header == qwidget* ]] || grep -qx "$base" <<<"$forbidden"; then
            echo "$file: includes $header (widgets and charts belong in views/)"
            status=1
        fi
    done < <(grep -E '^[[:space:]]*#[[:space:]]*include' "$file" || true)
done < <(find model importers -type f \( -name '*.h' -o -name '*.cpp' \) -print0)
# The read layer: views/ and app/ read an evaluation through Workspace::queries()
# (model/workspace/EvaluationQueries.h), which decides what a viewer may see; never through the
# workspace's storage, its settings by key, or the SQLite class.
while IFS= read -r hit; do
    echo "$hit: reads past the read layer (use Workspace::queries(): rows(), settings(), decision(), openReader())"
    status=1
done < <(grep -rnE '(\.|->)storage\(\)|(\.|->)setting\(|SqliteStorage|ModelAccess' views app --include='*.h' --include='*.cpp' | cut -d: -f1,2 || true)
# One storage interface: every evaluation is created, opened, copied and checked through
# model/storage/StorageFactory.h and the Storage interface, so that each back end serves every path.
# Outside model/storage no product code names the SQLite class (no include of it, no cast to it); tests
# of the SQLite back end itself may name it, but never cast a Storage to it.
while IFS= read -r hit; do
    echo "$hit: names the SQLite storage class outside model/storage (use storageFactory and Storage)"
    status=1
done < <( (grep -rnE 'SqliteStorage' model importers views app --include='*.h' --include='*.cpp' | grep -v '^model/storage/'
           grep -rnE '_cast<[^>]*SqliteStorage' . --include='*.h' --include='*.cpp' --exclude-dir=build --exclude-dir=.git |
               grep -v '^\./model/storage/') |
          cut -d: -f1,2 || true)
# Only the storage layer holds a database connection: everything else goes through Storage (a kit or
# sealed copy is rewritten by model/storage/FileCopy.h).
while IFS= read -r hit; do
    echo "$hit: opens a database connection outside model/storage (use storageFactory, Storage or fileCopy)"
    status=1
done < <(grep -rnE 'QSqlDatabase|QSqlQuery' model importers views app --include='*.h' --include='*.cpp' |
             grep -v '^model/storage/' | cut -d: -f1,2 || true)
[[ $status -eq 0 ]] && echo "layering: model/ and importers/ include no widget or chart header; views/ and app/ read through the read layer; only model/storage names the SQLite class or opens a connection"
exit $status
