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
#   /etc/nginx/conf.d/app.conf           written here from it
#
# MISSION_ETC and NGINX_CONF_D move those folders (the unit tests run this outside an image);
# arguments, if any, replace `nginx` (e.g. `nginx -t`).
set -e

MISSION_ETC=${MISSION_ETC:-/etc/mission}
NGINX_CONF_D=${NGINX_CONF_D:-/etc/nginx/conf.d}
. "$MISSION_ETC/start-checks.sh"

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
envsubst "$(mission_template_vars "$mission_template" | tr '\n' ' ')" < "$mission_template" > "$NGINX_CONF_D/app.conf"

# Last, just before nginx binds: the port is free.
mission_check_port_free "$PORT"

echo "mission: serving $HTML_ROOT on $LISTEN_ADDRESS:$PORT"
if [ "$#" -gt 0 ]; then
    exec "$@"
fi
exec nginx -g 'daemon off;'
