// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addressFromSource,
  clientAddressKey,
  parseClientAddressSource,
  recordSocketAddress,
  socketAddressOf,
  type ParsedClientAddressSource,
} from './client-address.ts';

function source(value: string): ParsedClientAddressSource {
  const parsed = parseClientAddressSource(value);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.source;
}

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

describe('clientAddressKey', () => {
  it('accepts IPv4 and IPv6 addresses and nothing else', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.7:5678')).toBe('203.0.113.7');
    expect(clientAddressKey('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressKey('::FFFF:7f00:1')).toBe('127.0.0.1');
    expect(clientAddressKey('2001:DB8:0:0:8:800:200C:417A')).toBe('2001:db8:0:0::/64');
    for (const bad of [
      '',
      'unknown',
      '256.1.1.1',
      '01.2.3.4',
      '1.2.3',
      '1.2.3.4.5',
      '2001:db8::1::2',
      '2001:db8:1:2:3:4:5:6:7',
      '12345::1',
      ':1',
      'constructor',
      '__proto__',
      '1.2.3.4, 5.6.7.8',
      'fe80::1%eth0',
    ])
      expect(clientAddressKey(bad), bad).toBeUndefined();
  });
});

describe('parseClientAddressSource', () => {
  it('reads header names and x-forwarded-for:N', () => {
    expect(source('CF-Connecting-IP')).toEqual({
      kind: 'header',
      header: 'cf-connecting-ip',
      label: 'cf-connecting-ip',
    });
    expect(source('x-forwarded-for: 3')).toEqual({
      kind: 'forwarded-for',
      hop: 3,
      label: 'x-forwarded-for:3',
    });
    for (const bad of ['x-forwarded-for', 'x-forwarded-for:0', 'x-forwarded-for:', 'x y', 'a:b', ''])
      expect(parseClientAddressSource(bad).ok, bad).toBe(false);
  });
});

describe('addressFromSource', () => {
  it('counts X-Forwarded-For hops from the right', () => {
    const headers = { 'x-forwarded-for': 'forged, 203.0.113.7,198.51.100.2' };
    expect(addressFromSource(request(headers), source('x-forwarded-for:1'))).toEqual({
      ok: true,
      address: '198.51.100.2',
    });
    expect(addressFromSource(request(headers), source('x-forwarded-for:2'))).toEqual({
      ok: true,
      address: '203.0.113.7',
    });
    expect(addressFromSource(request(headers), source('x-forwarded-for:3'))).toEqual({
      ok: false,
      problem: 'not_ip',
    });
    expect(addressFromSource(request(headers), source('x-forwarded-for:4'))).toEqual({
      ok: false,
      problem: 'missing',
    });
    expect(addressFromSource(request({}), source('x-forwarded-for:1'))).toEqual({
      ok: false,
      problem: 'missing',
    });
  });

  it('takes one address from a single header', () => {
    expect(addressFromSource(request({ 'x-real-ip': '203.0.113.7' }), source('x-real-ip'))).toEqual({
      ok: true,
      address: '203.0.113.7',
    });
    expect(addressFromSource(request({ 'x-real-ip': '1.1.1.1, 2.2.2.2' }), source('x-real-ip'))).toEqual({
      ok: false,
      problem: 'not_ip',
    });
    expect(addressFromSource(request({}), source('x-real-ip'))).toEqual({ ok: false, problem: 'missing' });
  });
});

describe('socket addresses', () => {
  it('are remembered per Request object', () => {
    const first = request({});
    recordSocketAddress(first, '127.0.0.1');
    expect(socketAddressOf(first)).toBe('127.0.0.1');
    expect(socketAddressOf(request({}))).toBeUndefined();
  });
});
