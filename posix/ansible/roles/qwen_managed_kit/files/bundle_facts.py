"""Prints {"version": ..., "sha256": ...} of a Qwen Managed Kit bundle on the controller.

The version is the kit version inside the bundle's lib/installer.jar; the SHA-256 is of the whole
tarball. Run by the role with the controller's own Python; nothing is written anywhere.
"""

import hashlib
import io
import json
import sys
import tarfile
import zipfile

INSTALLER = "qwen-managed-kit/lib/installer.jar"
VERSION_FILE = "io/qwenmanaged/kit-version.properties"


def fail(message):
    sys.stderr.write("bundle_facts: " + message + "\n")
    sys.exit(1)


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def kit_version(path):
    with tarfile.open(path, "r|gz") as archive:
        for member in archive:
            if member.name == INSTALLER and member.isfile():
                jar = zipfile.ZipFile(io.BytesIO(archive.extractfile(member).read()))
                for line in jar.read(VERSION_FILE).decode("utf-8").splitlines():
                    if line.startswith("version="):
                        return line[len("version="):].strip()
    return None


def main(argv):
    if len(argv) != 2:
        fail("usage: bundle_facts.py BUNDLE")
    path = argv[1]
    try:
        version = kit_version(path)
    except (OSError, tarfile.TarError, zipfile.BadZipFile, KeyError) as problem:
        fail(path + " is not a readable Qwen Managed Kit bundle: " + str(problem))
    if not version:
        fail(path + " is not a Qwen Managed Kit bundle: it has no " + INSTALLER + " with a version")
    print(json.dumps({"version": version, "sha256": sha256(path)}))


if __name__ == "__main__":
    main(sys.argv)
