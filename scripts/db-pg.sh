#!/usr/bin/env bash
# `npm run db:pg`: a local PostgreSQL for `npm start` on Debian. Installs Debian's postgresql when it is missing
# (as root), starts the newest cluster unless one is running, makes the role `shop` and the database `shop` unless
# they exist, and prints the DATABASE_URL to start the server with. Needs root or sudo (it acts as the postgres
# system user); safe to run again.
set -euo pipefail
cd "$(dirname "$0")"
. ./pg-local.sh

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "== installing Debian's postgresql"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL is not installed: sudo apt-get install postgresql, then npm run db:pg again" >&2
    exit 1
  fi
fi
if ! pg_as_postgres true 2>/dev/null; then
  echo "npm run db:pg acts as the postgres system user: run it as root or with sudo available" >&2
  exit 1
fi
if ! pg_local_start; then
  echo "PostgreSQL did not start: pg_ctlcluster $(pg_local_version) main start (pg_lsclusters shows the clusters)" >&2
  exit 1
fi
pg_local_db shop
url=postgres://shop:shop@127.0.0.1:5432/shop
if ! psql "$url" -qtAc 'SELECT 1' >/dev/null 2>&1; then
  echo "the role shop cannot log in to the database shop at 127.0.0.1:5432 (an older role shop with another password?)" >&2
  exit 1
fi
echo "PostgreSQL $(pg_local_version) is running, with the role shop and the database shop. Start the shop on it with:"
echo
echo "  DATABASE_URL=$url npm start"
