# Sourced by ./layout and .ci/run: sets JAVA_HOME to a JDK 21 or newer.
# Uses $JAVA_HOME when it is new enough, otherwise the newest JDK under /usr/lib/jvm.

java_feature_version() { # JDK_DIR -> feature version (e.g. 25), or 0
    local release="$1/release" v
    [ -x "$1/bin/java" ] || { echo 0; return; }
    if [ -f "$release" ]; then
        v=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release")
    else
        v=$("$1/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1)
    fi
    echo "${v:-0}"
}

find_java_home() {
    if [ -n "${JAVA_HOME:-}" ] && [ "$(java_feature_version "$JAVA_HOME")" -ge 21 ]; then
        return 0
    fi
    local best="" best_v=0 dir v
    for dir in /usr/lib/jvm/*/ /opt/java/*/ /opt/jdk*/; do
        [ -d "$dir" ] || continue
        dir="${dir%/}"
        v=$(java_feature_version "$dir")
        if [ "$v" -ge 21 ] && [ "$v" -gt "$best_v" ]; then
            best="$dir" best_v="$v"
        fi
    done
    if [ -z "$best" ]; then
        echo "layout-prover needs a JDK 21 or newer: set JAVA_HOME to one (none found under /usr/lib/jvm)" >&2
        return 1
    fi
    export JAVA_HOME="$best"
}
