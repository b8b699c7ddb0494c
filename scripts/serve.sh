#!/usr/bin/env bash
# Installs what is needed (once), builds the app (every game's bundle) and serves it locally.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh >/dev/null
port="${PORT:-8080}"
echo "Tabletop (Era of Inventions, ERA: Medieval Age, Age of Inventors): open http://127.0.0.1:$port/ once the build below finishes."
exec trunk serve --offline --release --cargo-profile web-release --address 127.0.0.1 --port "$port"
