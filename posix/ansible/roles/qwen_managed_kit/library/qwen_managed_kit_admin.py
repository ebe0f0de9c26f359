#!/usr/bin/python
"""Runs one Qwen Managed Kit admin command from an unpacked bundle and reports it to Ansible."""

import json
import os
import time

from ansible.module_utils.basic import AnsibleModule

DOCUMENTATION = r"""
module: qwen_managed_kit_admin
short_description: Runs qwen-managed-admin install, rollback --to read-only or uninstall
description:
  - Runs the command with the unpacked bundle's posix scripts and its own Java, with --json, and
    turns the JSON report into the task's result. changed is false when the report says
    unchanged or absent.
  - In check mode install and uninstall run with --dry-run; a read-only rollback, which has no dry
    run, is judged from the installed launcher.json's profile.
  - Exit code 5 (another admin command holds the config directory) is tried again
    busy_retries times, busy_delay seconds apart.
options:
  kit: {type: path, required: true, description: The unpacked qwen-managed-kit folder.}
  command: {type: str, required: true, choices: [install, rollback, uninstall]}
  plan_file: {type: path, description: The plan (install only).}
  prefix: {type: path, description: Replaces the plan's installPrefix (install only).}
  config_dir: {type: path, required: true}
  busy_retries: {type: int, default: 12}
  busy_delay: {type: int, default: 10}
"""

BUSY = 5
SCRIPTS = {"install": "install.sh", "rollback": "rollback.sh", "uninstall": "uninstall.sh"}
NOT_CHANGED = ("unchanged", "absent")
WRITE_PROFILE = "mem0-write"


def command_line(params, dry_run):
    kit = params["kit"]
    argv = [
        os.path.join(kit, "posix", SCRIPTS[params["command"]]),
        "--java",
        os.path.join(kit, "runtime", "java", "bin", "java"),
    ]
    if params["command"] == "install":
        argv += ["--plan", params["plan_file"]]
        if params["prefix"]:
            argv += ["--prefix", params["prefix"]]
    if params["command"] == "rollback":
        argv += ["--to", "read-only"]
    argv += ["--config-dir", params["config_dir"], "--json"]
    if dry_run:
        argv.append("--dry-run")
    return argv


def run(module, argv):
    """Runs argv until it is not busy; returns (exit code, report) or fails the task."""
    tries = module.params["busy_retries"] + 1
    for attempt in range(tries):
        rc, out, err = module.run_command(argv)
        if rc != BUSY:
            break
        if attempt + 1 < tries:
            time.sleep(module.params["busy_delay"])
    try:
        report = json.loads(out)
    except ValueError:
        module.fail_json(
            msg="qwen-managed-admin %s printed no JSON report (exit code %d): %s"
            % (module.params["command"], rc, err.strip() or out.strip()),
            rc=rc,
            cmd=argv,
        )
    if rc == BUSY:
        module.fail_json(
            msg="qwen-managed-admin %s: another install, rollback or uninstall kept running at %s"
            " (exit code 5, busy) through %d tries, %d s apart; run the play again later"
            % (module.params["command"], module.params["config_dir"], tries,
               module.params["busy_delay"]),
            rc=rc,
            report=report,
            cmd=argv,
        )
    if rc != 0:
        lines = [d.get("line", "") for d in report.get("diagnostics", [])]
        module.fail_json(
            msg="; ".join(["qwen-managed-admin %s: %s" % (report.get("command"), report.get("summary"))]
                          + [line for line in lines if line]),
            rc=rc,
            report=report,
            cmd=argv,
        )
    return report


def change_lines(report):
    """What a dry run would change, one line each: its changes when it lists them, else its summary."""
    changes = report.get("changes")
    if isinstance(changes, list):
        return [change_line(change) for change in changes]
    lines = [report.get("summary", "")]
    lines += ["%s %s" % (f.get("change", ""), f.get("path", "")) for f in report.get("files", [])]
    return lines


def change_line(change):
    if not isinstance(change, dict):
        return json.dumps(change)
    where = " ".join(str(change[key]) for key in ("file", "pointer") if change.get(key))
    if change.get("kind"):
        where += " (%s)" % change["kind"]
    if "old" in change or "new" in change:
        return "%s: %s -> %s" % (
            where,
            json.dumps(change.get("old")) if "old" in change else "(none)",
            json.dumps(change.get("new")) if "new" in change else "(none)",
        )
    rest = dict((k, v) for k, v in change.items() if k not in ("file", "pointer", "kind"))
    return "%s: %s" % (where, json.dumps(rest, sort_keys=True)) if rest else where


def read_only_preview(module):
    """Check mode of rollback --to read-only, which has no dry run: judged from launcher.json."""
    launcher = os.path.join(module.params["config_dir"], "launcher.json")
    try:
        with open(launcher) as stream:
            profile = json.load(stream).get("profile")
    except (OSError, IOError, ValueError, AttributeError):
        module.fail_json(
            msg="qwen-managed-admin rollback: %s holds no readable launcher.json: there is nothing"
            " to roll back" % module.params["config_dir"]
        )
    if profile == WRITE_PROFILE:
        summary = "would commit a read-only generation of the installed %s plan" % profile
        return {"result": "dry-run", "summary": summary}
    return {"result": "unchanged", "summary": "the installation is already read-only (%s)" % profile}


def finish(module, report, lines, argv):
    changed = report.get("result") not in NOT_CHANGED
    result = dict(
        changed=changed,
        result=report.get("result"),
        summary=report.get("summary"),
        report=report,
        cmd=argv,
    )
    if isinstance(report.get("changes"), list):
        result["changes"] = report["changes"]
    if changed and lines:
        result["diff"] = {"prepared": "\n".join(lines) + "\n"}
    module.exit_json(**result)


def main():
    module = AnsibleModule(
        argument_spec=dict(
            kit=dict(type="path", required=True),
            command=dict(type="str", required=True, choices=list(SCRIPTS)),
            plan_file=dict(type="path"),
            prefix=dict(type="path"),
            config_dir=dict(type="path", required=True),
            busy_retries=dict(type="int", default=12),
            busy_delay=dict(type="int", default=10),
        ),
        required_if=[("command", "install", ("plan_file",))],
        supports_check_mode=True,
    )
    command = module.params["command"]
    if module.check_mode and command == "rollback":
        preview = read_only_preview(module)
        finish(module, preview, [preview["summary"]], [])
    if module.check_mode:
        argv = command_line(module.params, True)
        report = run(module, argv)
        finish(module, report, change_lines(report), argv)
    lines = []
    if module._diff and command == "install":
        lines = change_lines(run(module, command_line(module.params, True)))
    argv = command_line(module.params, False)
    report = run(module, argv)
    if not lines:
        lines = [report.get("summary", "")]
    finish(module, report, lines, argv)


if __name__ == "__main__":
    main()
