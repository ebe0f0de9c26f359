#!/bin/sh
# Jamf Pro extension attribute: prints <result>valid</result>, <result>invalid</result> or
# <result>absent</result> for the kit's installation, from `verify --json` of the unpacked
# distribution this script is in, run through its qwen-managed-admin (the bundle's own Java, else
# JAVA_HOME or PATH). QWEN_MANAGED_CONFIG_DIR names the config directory (default
# /etc/qwen-managed).
config="${QWEN_MANAGED_CONFIG_DIR:-/etc/qwen-managed}"
kit="$(cd "$(dirname "$0")/../.." && pwd)"
if [ ! -f "$config/launcher.json" ]; then
  echo "<result>absent</result>"
  exit 0
fi
report="$("$kit/posix/qwen-managed-admin" verify --config-dir "$config" --json 2>/dev/null)"
case "$report" in
  *'"result":"valid"'*) echo "<result>valid</result>" ;;
  *) echo "<result>invalid</result>" ;;
esac
exit 0
