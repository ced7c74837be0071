# shellcheck shell=sh
# What a container checks before its nginx starts (docs/decisions.md §8): a value it cannot
# serve with stops it at once, with one line naming the value, instead of an nginx that
# starts and serves the wrong thing or nothing. Sourced by entrypoint.sh; POSIX sh (dash).
#
# Each function prints "mission: <what is wrong>" on stderr and exits 1.

mission_fail() {
    echo "mission: $*" >&2
    exit 1
}

# mission_check_port NAME VALUE: a TCP port number, 1-65535.
mission_check_port() {
    case $2 in
        '' ) mission_fail "$1 is not set: give it the port to listen on, e.g. $1=8080" ;;
        *[!0-9]* | 0*) mission_fail "$1=\"$2\" is not a TCP port (1-65535)" ;;
    esac
    [ "${#2}" -le 5 ] && [ "$2" -le 65535 ] || mission_fail "$1=\"$2\" is not a TCP port (1-65535)"
}

# mission_check_address NAME VALUE: an IPv4 address to listen on (0.0.0.0 for all).
mission_check_address() {
    case $2 in
        '') mission_fail "$1 is not set: give it the address to listen on, e.g. $1=0.0.0.0" ;;
        *[!0-9.]* | .* | *. | *..*) mission_fail "$1=\"$2\" is not an IPv4 address" ;;
    esac
}

# mission_check_origin NAME VALUE: a bare http(s) origin, scheme://host[:port], no path.
mission_check_origin() {
    if [ -z "$2" ]; then
        mission_fail "$1 is not set: give it an origin, e.g. $1=https://missions.example.ca"
    fi
    mission_checked=${2%/}
    case $mission_checked in
        http://?* | https://?*) ;;
        *) mission_fail "$1=\"$2\" is not an http:// or https:// origin" ;;
    esac
    case ${mission_checked#*://} in
        */* | *[!A-Za-z0-9.:-]*) mission_fail "$1=\"$2\" must be an origin (scheme://host[:port]), without a path" ;;
    esac
    unset mission_checked
}

# mission_check_port_free PORT [TCP TABLE...]: no socket listens on PORT in this network
# (with the host's network, another container or program may hold it). Read from the
# kernel's tables (/proc/net/tcp, tcp6: state 0A is LISTEN), as the image has no ss.
mission_check_port_free() {
    mission_port_hex=$(printf '%04X' "$1")
    shift
    [ "$#" -gt 0 ] || set -- /proc/net/tcp /proc/net/tcp6
    for mission_table in "$@"; do
        [ -r "$mission_table" ] || continue
        if grep -qiE "^ *[0-9]+: [0-9A-F]+:$mission_port_hex [0-9A-F]+:[0-9A-F]+ 0A " "$mission_table"; then
            mission_fail "port $((0x$mission_port_hex)) is in use: another server listens on it (give this container another PORT, or stop that server)"
        fi
    done
    unset mission_port_hex mission_table
}

# mission_template_vars FILE: the ${NAME}s an nginx template uses, outside comments, one a line.
mission_template_vars() {
    sed 's/#.*//' "$1" | grep -o '\${[A-Za-z_][A-Za-z0-9_]*}' | sort -u
}

# mission_check_template_vars FILE: every ${NAME} the template uses is set (empty is allowed:
# the shell's ANALYTICS_ORIGINS is empty when analytics is off).
mission_check_template_vars() {
    for mission_var in $(mission_template_vars "$1"); do
        mission_name=${mission_var#??}
        mission_name=${mission_name%?}
        eval "mission_set=\${$mission_name+set}"
        [ "$mission_set" = set ] || mission_fail "$mission_name is not set ($(basename "$1") uses it)"
    done
    unset mission_var mission_name mission_set
}
