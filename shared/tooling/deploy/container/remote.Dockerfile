# One image for every remote, parameterised by the app (docs/decisions.md §8).
# Build context: the repository root (see /.dockerignore), after the remote's build
# (`npm run build -w <app>`: dist/ is built by the project's build, then packaged here).
#   podman build -f shared/tooling/deploy/container/remote.Dockerfile --build-arg APP=<branch> -t mission-<branch> .
#   podman run --network=host -e PORT=<its port> -e SHELL_ORIGIN=http://localhost:8080 mission-<branch>
# `npm run images` builds the four, making the base image first where no registry is reachable.
# The lines down to the first COPY are the shell's too (shell/deploy/Dockerfile), so the four
# images share their nginx layer.

# Debian's official image, or one made under the same name from Debian's packages
# (scripts/images/debian-base.mjs).
ARG BASE_IMAGE=docker.io/library/debian:bookworm
# The image this build replaces (PREVIOUS_IMAGE=mission-<app>, `npm run images` passes it):
# its own build's content-hashed files are carried over, so a page still running the
# previous build finds its chunks (docs/decisions.md, "Version skew"). The bare base carries nothing.
ARG PREVIOUS_IMAGE=${BASE_IMAGE}
FROM ${PREVIOUS_IMAGE} AS previous
# The previous image runs as www-data; this stage writes /carried.
USER 0
COPY shared/tooling/deploy/container/build-files.sh /tmp/build-files.sh
RUN sh /tmp/build-files.sh carry /usr/share/nginx/html /etc/mission/build-files.txt /carried

FROM ${BASE_IMAGE}
# Debian's nginx, the one the loopback checks run (e2e/deploy/run-nginx.mjs); envsubst fills the template.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx gettext-base \
    && apt-get clean \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /etc/nginx/sites-enabled/* /etc/nginx/conf.d/* \
    && mkdir -p /etc/mission/start.d /var/lib/mission \
    && chown 33:33 /var/lib/mission
COPY shared/tooling/deploy/container/nginx.conf /etc/nginx/nginx.conf
COPY shared/tooling/deploy/nginx/*.conf /etc/nginx/mission/
COPY shared/tooling/deploy/container/start-checks.sh /etc/mission/start-checks.sh
COPY shared/tooling/deploy/container/build-files.sh /etc/mission/build-files.sh
COPY --chmod=755 shared/tooling/deploy/container/entrypoint.sh /usr/local/bin/mission-entrypoint
ENTRYPOINT ["/usr/local/bin/mission-entrypoint"]
# nginx's graceful stop: requests in flight finish (SIGTERM would cut them).
STOPSIGNAL SIGQUIT
# Defaults; `run -e` / docker-compose.yml override them. SHELL_ORIGIN has none: a remote
# that does not know its shell refuses to start.
ENV PORT=8080 \
    LISTEN_ADDRESS=0.0.0.0 \
    HTML_ROOT=/usr/share/nginx/html
EXPOSE 8080

# From here on, the remote's own.
ARG APP
COPY shared/tooling/deploy/container/shell-origin.envsh /etc/mission/start.d/10-shell-origin.envsh
COPY ${APP}/deploy/nginx.conf.template /etc/mission/app.conf.template
COPY ${APP}/dist/ /usr/share/nginx/html/
# This build's own hashed files, listed for the image that will replace this one; then the
# previous build's, carried (a name it shares with this build is the same content).
RUN sh /etc/mission/build-files.sh record /usr/share/nginx/html /etc/mission/build-files.txt
COPY --from=previous /carried/ /usr/share/nginx/html/
# Compressed once here, not per request (gzip_static in app-server.conf): every text file
# over 1 KiB beside its .gz, this build's and the carried ones (docs/decisions.md, "Launch load").
RUN find /usr/share/nginx/html -type f -size +1k \( -name '*.js' -o -name '*.css' -o -name '*.json' -o -name '*.svg' -o -name '*.html' -o -name '*.txt' \) \
    -exec gzip -k -9 -n -f {} +
# A remote's build has a remoteEntry.js; anything else is not one (APP unset, or the shell).
RUN test -f /usr/share/nginx/html/remoteEntry.js \
    || { echo "APP=\"${APP}\": ${APP}/dist holds no remoteEntry.js: build that remote first (npm run build -w ${APP})" >&2; exit 1; }
# Not root: www-data (33), by number so an orchestrator can check it (runAsNonRoot). It writes
# only in /var/lib/mission (entrypoint.sh), so the root file system may be read-only.
USER 33:33
