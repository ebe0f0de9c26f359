#!/bin/sh
# Qwen Managed Kit: `qwen-managed-admin install` from this unpacked distribution. All logic is in
# lib/installer.jar; this only finds Java 17 or later (--java PATH, the bundle's runtime/java,
# JAVA_HOME, PATH). Arguments:
# see `install.sh --help` and docs/admin-guide.md.
set -eu
. "$(dirname "$0")/find-java.sh"
run_installer install "$@"
