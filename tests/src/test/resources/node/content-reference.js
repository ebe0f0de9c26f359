// Reference behaviour of the content contract in JavaScript, the language Qwen Code runs in.
// Reads a JSON array of strings on stdin; prints a JSON array of [valid, rendering] pairs.
'use strict';
const DISPLAY = /[\u007f-\u009f\u2028\u2029\p{Cf}]/gu;
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cc}\p{Cf}]*$/u;

function isValid(value) {
  return (
    value.isWellFormed() && Array.from(value).length <= 4000 && !INVISIBLE_ONLY.test(value)
  );
}

function render(value) {
  return JSON.stringify(value).replace(DISPLAY, (character) =>
    Array.from({ length: character.length }, (_, i) =>
      '\\u' + character.charCodeAt(i).toString(16).padStart(4, '0'),
    ).join(''),
  );
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const values = JSON.parse(input);
  process.stdout.write(JSON.stringify(values.map((v) => [isValid(v), render(v)])));
});
