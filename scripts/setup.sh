#!/usr/bin/env bash
# Installs what this machine lacks. `--test` adds what the test suite needs: Debian's chromium, nginx (with brotli_static) and PostgreSQL;
# `--bench` adds that and wrk for the benchmark scripts.
set -euo pipefail
cd "$(dirname "$0")/.."

with_test=false
with_bench=false
for arg in "$@"; do
  case "$arg" in
    --test) with_test=true ;;
    --bench) with_test=true; with_bench=true ;;
    *) echo "unknown option: $arg (--test, --bench)" >&2; exit 2 ;;
  esac
done

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=false
apt_install() {
  if [ "$apt_updated" = false ]; then as_root apt-get update -qq; apt_updated=true; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

# npm 11 rejects this lockfile over optional platform packages it does not need; npm 10 installs it as locked
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "» installing npm packages"
  npx -y npm@10 ci --no-audit --no-fund --loglevel=error
fi
echo "» node $(node_modules/.bin/node -v) for npm scripts"

if [ "$with_test" = true ]; then
  if [ ! -x /usr/bin/chromium ]; then
    echo "» installing Debian's chromium"
    apt_install chromium
  fi
  # tests/e2e/deployment.spec.ts runs deploy/nginx/foyer.conf in Debian's nginx, with brotli_static
  if [ ! -x /usr/sbin/nginx ] || [ ! -e /etc/nginx/modules-enabled/50-mod-http-brotli-static.conf ]; then
    echo "» installing Debian's nginx"
    apt_install nginx-light libnginx-mod-http-brotli-static
  fi
  if [ "$with_bench" = true ] && ! command -v wrk >/dev/null; then
    echo "» installing wrk"
    apt_install wrk
  fi
  if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
      echo "» installing PostgreSQL"
      apt_install postgresql
    fi
    echo "» starting PostgreSQL"
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    conf="/etc/postgresql/$version/main/pg_hba.conf"
    # the test database is local and throwaway: trust local connections like the development machines do
    if ! grep -q "^host all all 127.0.0.1/32 trust" "$conf"; then
      as_root sed -i '1i host all all 127.0.0.1/32 trust\nlocal all all trust' "$conf"
    fi
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || as_root pg_ctlcluster "$version" main start
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
fi
