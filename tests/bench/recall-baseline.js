'use strict';
// Node baseline for the auto-recall benchmark: the least a UserPromptSubmit hook written in
// JavaScript must do — read stdin as JSON, make one fetch to the provider, print the context.
const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
fetch(process.env.RECALL_BENCH_URL + '/v3/memories/search/', {
  method: 'POST',
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  body: JSON.stringify({ query: input.submitted_prompt, top_k: 5 }),
})
  .then((response) => response.json())
  .then((body) => {
    const context = JSON.stringify({ untrusted_external_context: { items: body.results } });
    process.stdout.write(
      JSON.stringify({
        hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: context },
      }) + '\n',
    );
  });
