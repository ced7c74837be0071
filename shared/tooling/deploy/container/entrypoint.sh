#!/bin/sh
# The four images' entrypoint (docs/decisions.md §8): checks the container's settings, runs
# the app's start scripts, fills its nginx template, then becomes nginx. A setting it cannot
# serve with stops it here, with a line naming the setting (start-checks.sh).
#
#   /etc/mission/start-checks.sh         the checks
#   /etc/mission/start.d/*.envsh         the app's start scripts, sourced in order: what they
#                                        export reaches the template (the shell's registry and
#                                        analytics; a remote's SHELL_ORIGIN check)
#   /etc/mission/app.conf.template       <app>/deploy/nginx.conf.template
#   /var/lib/mission/                    the one writable folder (the root file system may be
#                                        read-only; a deployment mounts an emptyDir here):
#     conf.d/app.conf                    written here from the template
#     temp/                              nginx's temporary files
#     files/                             what start scripts write for nginx to serve (the
#                                        shell's remotes.json and analytics.json, linked
#                                        from its html root)
#
# MISSION_ETC, MISSION_RUNTIME and NGINX_CONF_D move those folders (the unit tests run this
# outside an image); arguments, if any, replace `nginx` (e.g. `nginx -t`).
set -e

MISSION_ETC=${MISSION_ETC:-/etc/mission}
MISSION_RUNTIME=${MISSION_RUNTIME:-/var/lib/mission}
NGINX_CONF_D=${NGINX_CONF_D:-$MISSION_RUNTIME/conf.d}
. "$MISSION_ETC/start-checks.sh"

# Before anything writes: a runtime folder the container's user cannot write is named here,
# not found later as an nginx that cannot start.
mkdir -p "$NGINX_CONF_D" "$MISSION_RUNTIME/temp" "$MISSION_RUNTIME/files" 2>/dev/null && [ -w "$NGINX_CONF_D" ] \
    || mission_fail "$MISSION_RUNTIME is not writable by user $(id -u): mount a writable folder there (an emptyDir)"

mission_check_port PORT "${PORT:-}"
mission_check_address LISTEN_ADDRESS "${LISTEN_ADDRESS:-}"
if [ -z "${HTML_ROOT:-}" ] || [ ! -f "$HTML_ROOT/index.html" ]; then
    mission_fail "HTML_ROOT=\"${HTML_ROOT:-}\" holds no built app (no index.html)"
fi

for mission_script in "$MISSION_ETC"/start.d/*.envsh; do
    [ -f "$mission_script" ] || continue
    . "$mission_script"
done

mission_template="$MISSION_ETC/app.conf.template"
mission_check_template_vars "$mission_template"
# The template's own names only: nginx's $uri and $mission_* stay as they are.
# Written aside, then renamed: an nginx starting beside this one on the same folder (replicas
# sharing a volume) never reads half a file.
envsubst "$(mission_template_vars "$mission_template" | tr '\n' ' ')" < "$mission_template" > "$NGINX_CONF_D/.app.conf.$$"
mv -f "$NGINX_CONF_D/.app.conf.$$" "$NGINX_CONF_D/app.conf"

# Last, just before nginx binds: the port is free.
mission_check_port_free "$PORT"

echo "mission: serving $HTML_ROOT on $LISTEN_ADDRESS:$PORT"
if [ "$#" -gt 0 ]; then
    exec "$@"
fi
# -e: the error log before nginx.conf is read is stderr too, not /var/log/nginx (read-only).
exec nginx -e stderr -g 'daemon off;'
