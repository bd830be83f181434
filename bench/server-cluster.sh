# Sourced by compare_server.sh and server_import.sh: the tools they need, their work folder, a
# throwaway PostgreSQL cluster (as tests/support/PostgresCluster starts one: initdb and pg_ctl as the
# `postgres` user when run as root, a free loopback port, a socket folder in the work folder, fsync and
# synchronous_commit off, shared_buffers 32MB) stopped with `pg_ctl -m immediate stop` when the script
# ends, whatever happens, and timing under /usr/bin/time.
#
# The script sets `script` (its name, for messages), `build` and `keep` (a folder to keep, or empty)
# before it calls server_bench_setup; afterwards `gatebench`, `pgbin`, `work` and `cluster` are set.

as_server() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

stop_cluster() {
    [ -f "$cluster/data/postmaster.pid" ] && as_server "$pgbin/pg_ctl" -D "$cluster/data" -m immediate stop > /dev/null 2>&1
    [ -n "$keep" ] || rm -rf "$work"
}

server_bench_setup() {
    gatebench="$build/app/gatebench"
    pgbin=$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -1)
    for tool in "$gatebench" /usr/bin/time "$pgbin/initdb" "$pgbin/pg_ctl"; do
        if ! command -v "$tool" > /dev/null; then
            echo "$script: $tool is missing (build GateBench; apt-get install time postgresql)" >&2
            exit 1
        fi
    done
    work=${keep:-$(mktemp -d)}
    mkdir -p "$work"
    cluster="$work/cluster"
    trap stop_cluster EXIT
}

# Starts the cluster with a database `bench`; sets `port`.
start_cluster() {
    rm -rf "$cluster"
    mkdir -p "$cluster/socket"
    chmod 755 "$work" "$cluster"
    [ "$(id -u)" = 0 ] && chown -R postgres: "$cluster"
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    as_server "$pgbin/initdb" -D "$cluster/data" -U gatebench --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync \
        > "$work/initdb.log" 2>&1
    cat >> "$cluster/data/postgresql.conf" << CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$cluster/socket'
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = 32MB
CONF
    as_server "$pgbin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 60 start > /dev/null
    as_server "$pgbin/psql" -h "$cluster/socket" -p "$port" -U gatebench -d postgres -qc 'CREATE DATABASE bench'
    echo "server: PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
}

# measure NAME COMMAND...: runs it under /usr/bin/time; sets `wall` (s) and `rss` (MB); stops on failure.
measure() {
    local name=$1
    shift
    /usr/bin/time -f '%e %M' -o "$work/$name.time" "$@" > "$work/$name.out" 2> "$work/$name.err" || {
        echo "$script: $name failed:" >&2
        tail -5 "$work/$name.err" >&2
        exit 1
    }
    read -r wall rss_kb < <(tail -1 "$work/$name.time")
    rss=$((rss_kb / 1024))
}

median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
