'use strict';
// Node baseline for the hook benchmark: the least any PreToolUse hook written in
// JavaScript must do — read all of stdin, parse it as JSON, print a decision (here: pass-through).
JSON.parse(require('fs').readFileSync(0, 'utf8'));
process.stdout.write('{}\n');
