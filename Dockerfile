# cvgen with XeLaTeX, the TeX packages, fonts and tools it uses: `cvgen build`
# for people without TeX. Build the image from this folder, run it in yours:
#
#   docker build -t cvgen .
#   docker run --rm --user "$(id -u):$(id -g)" -v "$PWD:/cv" cvgen build
#
# --user makes out/ yours, not root's. tests/test_dockerfile.py checks this
# file: the packages come from the one list (cvgen/support/debian-packages.txt).

# Debian 12, the system cvgen is tested on
FROM debian:bookworm-slim

# a pipe's RUN fails when any part of it does (apt-get's list from sed)
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
ENV DEBIAN_FRONTEND=noninteractive \
    LANG=C.UTF-8 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# The Debian packages of a build: the list the Makefile and `cvgen doctor` read.
# Besides them, python3-venv only (it brings Python): cvgen is installed in a venv.
COPY cvgen/support/debian-packages.txt /tmp/debian-packages.txt
RUN apt-get update \
    && sed -e 's/#.*//' /tmp/debian-packages.txt \
        | xargs apt-get install -y --no-install-recommends python3-venv \
    && rm -rf /var/lib/apt/lists/* /tmp/debian-packages.txt

# cvgen from this folder, with its fonts (the PyPI packages it depends on)
COPY . /tmp/cvgen
RUN python3 -m venv /opt/cvgen \
    && /opt/cvgen/bin/pip install /tmp/cvgen \
    && rm -rf /tmp/cvgen

# Any user may run the image (--user): HOME and cvgen's cache are in /tmp, and
# git reads the mounted repository whoever owns it (cvgen diff REV:path).
RUN useradd --uid 1000 --user-group --home-dir /tmp --no-create-home cvgen \
    && git config --system --add safe.directory /cv
ENV PATH=/opt/cvgen/bin:$PATH \
    HOME=/tmp \
    XDG_CACHE_HOME=/tmp/.cache \
    CVGEN_CACHE_DIR=/tmp/cvgen-cache
USER 1000:1000
WORKDIR /cv
ENTRYPOINT ["cvgen"]
CMD ["--help"]
