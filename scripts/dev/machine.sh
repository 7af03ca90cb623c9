#!/usr/bin/env bash
# What the tests need from the machine, from Debian: Chromium and its headless shell, Firefox ESR and WebKitGTK's
# WebDriver (the engine of Safari) with a virtual display and the Python bindings of tests/engines/webkit-shell.py, and
# a Java runtime for the Nu HTML Checker. Installs whatever is missing when run as root; otherwise stops at once with
# the command to run.
set -euo pipefail

missing=()
need() { # need PACKAGE CHECK...
  local package="$1"
  shift
  "$@" >/dev/null 2>&1 || missing+=("$package")
}
need chromium test -x /usr/bin/chromium
need chromium-headless-shell test -x /usr/bin/chromium-headless-shell
need firefox-esr test -x /usr/bin/firefox-esr
need webkit2gtk-driver command -v WebKitWebDriver
need xvfb command -v Xvfb
need python3-gi /usr/bin/python3 -c 'import gi'
need gir1.2-webkit2-4.1 /usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1"); from gi.repository import WebKit2'
need default-jre-headless command -v java

[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "machine: missing ${missing[*]}. Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "machine: installing ${missing[*]} from Debian"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
