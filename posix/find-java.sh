# Sourced by install.sh, rollback.sh, uninstall.sh and qwen-managed-admin: sets $java to a Java 17 or later, taken from
# --java PATH (the first arguments, removed), else the bundle's own runtime/java, else
# $JAVA_HOME/bin/java, else the java on PATH, and $kit to the unpacked distribution, and defines run_installer. The JVM's
# option variables are cleared first: they could change what the admin CLI does (an agent, another configuration).
unset _JAVA_OPTIONS JAVA_TOOL_OPTIONS JDK_JAVA_OPTIONS CLASSPATH
# Java opens a path with a letter such as ü only in a UTF-8 locale: keep the caller's if it is one.
case ${LC_ALL:-${LC_CTYPE:-${LANG:-}}} in
  *[Uu][Tt][Ff]-8* | *[Uu][Tt][Ff]8*) ;;
  *) LC_ALL=C.UTF-8; export LC_ALL ;;
esac
kit=$(cd "$(dirname "$0")/.." && pwd -P)
java=
if [ "${1:-}" = --java ]; then
  [ $# -ge 2 ] || { echo "${0##*/}: --java needs the path of a java executable" >&2; exit 2; }
  java=$2
  shift 2
  # A path the admin named that is not there is a mistake to report as such, not "no Java found".
  if [ ! -f "$java" ] || [ ! -x "$java" ]; then
    echo "${0##*/}: --java $java: not an executable java" >&2
    exit 4
  fi
elif [ -x "$kit/runtime/java/bin/java" ]; then
  java=$kit/runtime/java/bin/java
elif [ -n "${JAVA_HOME:-}" ]; then
  java=$JAVA_HOME/bin/java
else
  java=$(command -v java || true)
fi
if [ -z "$java" ] || [ ! -x "$java" ]; then
  echo "${0##*/}: no Java found: pass --java PATH or set JAVA_HOME (Java 17 or later)" >&2
  exit 4
fi
major=$("$java" -version 2>&1 | sed -n '1s/^[^"]*"\([0-9]*\).*/\1/p')
if [ "${major:-0}" -lt 17 ]; then
  echo "${0##*/}: $java is not Java 17 or later" >&2
  exit 4
fi
# Runs lib/installer.jar with the arguments, in place of the calling script. The admin CLI is one
# short run: the serial collector, and the optimizing compiler kept for the code that stays hot
# (hashing), cost it about a quarter less CPU than the JVM's defaults (docs/benchmarks.md). The
# Debian package's qwen-managed-admin and postrm pass the same options.
run_installer() {
  exec "$java" -XX:+UseSerialGC -XX:Tier4InvocationThreshold=150000 \
    -XX:Tier4MinInvocationThreshold=60000 -XX:Tier4CompileThreshold=180000 \
    -XX:Tier4BackEdgeThreshold=1200000 -jar "$kit/lib/installer.jar" "$@"
}
