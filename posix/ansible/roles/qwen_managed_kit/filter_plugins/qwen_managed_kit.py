"""Filters of the qwen_managed_kit role."""

import re

# The fields a plan's credential may have: the variable's name and the file a key is read from.
CREDENTIAL_FIELDS = ("env", "file", "$comment")
# A URL with a user name or password before the host.
URL_WITH_USER = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*@")


def _pointer(parts):
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in parts)


def _walk(value, parts, found):
    if isinstance(value, dict):
        for key, child in value.items():
            if key == "credential" and isinstance(child, dict):
                for field in child:
                    if field not in CREDENTIAL_FIELDS:
                        found.append(_pointer(parts + [key, field]))
            _walk(child, parts + [key], found)
    elif isinstance(value, list):
        for index, child in enumerate(value):
            _walk(child, parts + [index], found)
    elif isinstance(value, str) and URL_WITH_USER.match(value):
        found.append(_pointer(parts))


def qwen_managed_kit_secret_pointers(plan):
    """The JSON Pointers of a plan's places that could hold a secret value (never the values)."""
    found = []
    _walk(plan, [], found)
    return found


class FilterModule(object):
    def filters(self):
        return {"qwen_managed_kit_secret_pointers": qwen_managed_kit_secret_pointers}
