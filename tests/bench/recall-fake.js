'use strict';
// Zero-latency fake Mem0 for the auto-recall benchmark: answers every POST at once with one
// fixed search result and prints its port on stdout when it is listening.
const http = require('http');
const answer = JSON.stringify({
  results: [{ id: 'm1', memory: 'Payments retry three times with backoff.', score: 0.82 }],
});
http
  .createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(answer);
    });
  })
  .listen(0, '127.0.0.1', function listening() {
    process.stdout.write(this.address().port + '\n');
  });
