#!/bin/bash
# measure.sh PUBLISHED SERIALIZER PORT PATH...
# Starts the probe published in PUBLISHED on CPU 1 (like a web cell's server: one CPU, so the workstation GC and one
# ArrayPool partition), then per path an 8 s warm-up and three 5 s windows of wrk on CPU 0 with 32 connections,
# printing requests/s and the server's allocated bytes per request (GET /stats before and after each window).
# SERVER_CPUS, CONN, WARM and WIN (seconds) override those; any other variable (DOTNET_...) reaches the server.
published=$1 serializer=$2 port=$3
shift 3
taskset -c "${SERVER_CPUS:-1}" "$published/JsonMatrix.WebProbe" "$serializer" "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
for _ in $(seq 100); do curl -sf "localhost:$port/stats" >/dev/null && break; sleep 0.2; done
echo "$serializer on $(basename "$published"): $(curl -s "localhost:$port/stats") (allocated requests CPUs serverGC runtime)"
url=http://127.0.0.1:$port
for path in "$@"; do
  taskset -c 0 wrk -t1 -c"${CONN:-32}" -d"${WARM:-8}"s "$url$path" >/dev/null
  for window in 1 2 3; do
    read -r bytes0 requests0 _ < <(curl -s "localhost:$port/stats"; echo)
    rate=$(taskset -c 0 wrk -t1 -c"${CONN:-32}" -d"${WIN:-5}"s "$url$path" | awk '/Requests\/sec/ {print $2}')
    read -r bytes1 requests1 _ < <(curl -s "localhost:$port/stats"; echo)
    echo "$path window $window: $rate requests/s, $(( (bytes1 - bytes0) / (requests1 - requests0) )) B/request ($((requests1 - requests0)) requests)"
  done
done
