#!/bin/sh
# Jamf Pro extension attribute: prints <result>valid</result>, <result>invalid</result> or
# <result>absent</result> for the kit's installation, from `verify --json` of the unpacked
# distribution this script is in. QWEN_MANAGED_CONFIG_DIR names the config directory (default
# /etc/qwen-managed); JAVA_HOME or PATH gives Java 17 or later.
config="${QWEN_MANAGED_CONFIG_DIR:-/etc/qwen-managed}"
kit="$(cd "$(dirname "$0")/../.." && pwd)"
java="java"
if [ -n "${JAVA_HOME:-}" ]; then java="$JAVA_HOME/bin/java"; fi
if [ ! -f "$config/launcher.json" ]; then
  echo "<result>absent</result>"
  exit 0
fi
report="$(env -u JAVA_TOOL_OPTIONS -u _JAVA_OPTIONS -u JDK_JAVA_OPTIONS -u CLASSPATH \
  "$java" -jar "$kit/lib/installer.jar" verify --config-dir "$config" --json 2>/dev/null)"
case "$report" in
  *'"result":"valid"'*) echo "<result>valid</result>" ;;
  *) echo "<result>invalid</result>" ;;
esac
exit 0
