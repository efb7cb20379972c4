import assert from 'node:assert/strict'
import { it } from 'node:test'
import { stripTokenQuery } from './redact'

it('stripTokenQuery removes only the credential parameters', () => {
  assert.equal(stripTokenQuery('/home?token=abc'), '/home')
  assert.equal(stripTokenQuery('/home?a=1&token=abc&b=2'), '/home?a=1&b=2')
  assert.equal(stripTokenQuery('/home?tokens=1'), '/home?tokens=1')
  assert.equal(stripTokenQuery('/health'), '/health')
})

it('stripTokenQuery matches the decoded key, whatever its case or escapes', () => {
  assert.equal(stripTokenQuery('/home?%74oken=abc&x=1'), '/home?x=1')
  assert.equal(stripTokenQuery('/home?TOKEN=abc'), '/home')
  assert.equal(stripTokenQuery('/home?%54%4F%4B%45%4E=abc'), '/home')
  assert.equal(stripTokenQuery('/home?accessToken=abc&code=123456'), '/home')
  assert.equal(stripTokenQuery('/home?%E0%A4%A=abc&id=3'), '/home?id=3')
})
