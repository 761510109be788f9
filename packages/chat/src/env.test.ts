// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatOptionsFromEnv, ChatConfigError } from './env.ts';

describe('chatOptionsFromEnv', () => {
  it('uses the defaults with an empty environment', () => {
    expect(chatOptionsFromEnv({})).toEqual({});
  });

  it('reads allowed origins as a comma list, or *', () => {
    expect(
      chatOptionsFromEnv({ CHAT_ALLOWED_ORIGINS: ' https://www.example.com , http://localhost:5173' })
        .allowedOrigins,
    ).toEqual(['https://www.example.com', 'http://localhost:5173']);
    expect(chatOptionsFromEnv({ CHAT_ALLOWED_ORIGINS: '*' }).allowedOrigins).toBe('*');
  });

  it('rejects an origin with a path or another scheme, naming it', () => {
    expect(() => chatOptionsFromEnv({ CHAT_ALLOWED_ORIGINS: 'https://www.example.com/chat' })).toThrow(
      /CHAT_ALLOWED_ORIGINS: "https:\/\/www.example.com\/chat" is not an origin/,
    );
    expect(() => chatOptionsFromEnv({ CHAT_ALLOWED_ORIGINS: 'ftp://example.com' })).toThrow(ChatConfigError);
    expect(() => chatOptionsFromEnv({ CHAT_ALLOWED_ORIGINS: 'example.com' })).toThrow(/is not an origin/);
  });

  it('turns the LLM provider on with a key and a model', () => {
    const options = chatOptionsFromEnv({ CHAT_LLM_API_KEY: 'sk-secret', CHAT_LLM_MODEL: 'gpt-test' });
    const engine = options.createEngine?.();
    expect(engine?.name).toBe('openai');
    expect(engine?.paid).toBe(true);
    expect(options.engine).toBeUndefined();
  });

  it('requires a model, and an http(s) base URL, without echoing the key', () => {
    let message = '';
    try {
      chatOptionsFromEnv({ CHAT_LLM_API_KEY: 'sk-secret', CHAT_LLM_BASE_URL: 'file:///etc/passwd' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/CHAT_LLM_BASE_URL: "file:\/\/\/etc\/passwd" must be an http\(s\) URL/);
    expect(message).toMatch(/CHAT_LLM_MODEL is required/);
    expect(message).not.toContain('sk-secret');
    expect(() => chatOptionsFromEnv({ CHAT_LLM_BASE_URL: 'not a url', CHAT_LLM_MODEL: 'm' })).toThrow(
      /must be an http\(s\) URL/,
    );
    expect(() => chatOptionsFromEnv({ CHAT_LLM_MODEL: 'm' })).toThrow(/neither CHAT_LLM_API_KEY/);
  });

  it('reads rate limits per minute', () => {
    expect(chatOptionsFromEnv({ CHAT_RATE_LIMIT_PER_ID: '5' }).rateLimits).toEqual({
      perId: { max: 5, windowMs: 60_000 },
      perAddress: { max: 30, windowMs: 60_000 },
    });
    expect(() => chatOptionsFromEnv({ CHAT_RATE_LIMIT_PER_ADDRESS: 'lots' })).toThrow(
      /CHAT_RATE_LIMIT_PER_ADDRESS: "lots" must be a whole number/,
    );
  });

  it('reads the client address source, and names the variable when it is unusable', () => {
    expect(chatOptionsFromEnv({ CHAT_CLIENT_ADDRESS_SOURCE: ' X-Real-IP ' }).clientAddressSource).toBe(
      'x-real-ip',
    );
    expect(chatOptionsFromEnv({ CHAT_CLIENT_ADDRESS_SOURCE: 'x-forwarded-for:2' }).clientAddressSource).toBe(
      'x-forwarded-for:2',
    );
    expect(chatOptionsFromEnv({ CHAT_CLIENT_ADDRESS_SOURCE: '' }).clientAddressSource).toBeUndefined();
    expect(() => chatOptionsFromEnv({ CHAT_CLIENT_ADDRESS_SOURCE: 'x-forwarded-for' })).toThrow(
      /CHAT_CLIENT_ADDRESS_SOURCE: "x-forwarded-for": the first X-Forwarded-For address is written by the visitor/,
    );
    for (const value of [
      'x-forwarded-for:0',
      'x-forwarded-for:-1',
      'x-forwarded-for:1.5',
      'my header',
      'a,b',
    ])
      expect(() => chatOptionsFromEnv({ CHAT_CLIENT_ADDRESS_SOURCE: value })).toThrow(
        /CHAT_CLIENT_ADDRESS_SOURCE: "/,
      );
    expect(() => chatOptionsFromEnv({ CHAT_CLIENT_ADDRESS_SOURCE: 'x-forwarded-for:0' })).toThrow(
      ChatConfigError,
    );
  });
});
