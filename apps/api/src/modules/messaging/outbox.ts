import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '@ringside/contract';

/** The dev outbox: the latest messages, kept in memory outside production so a developer (and the browser
 * tests) can read the codes that would have gone by email or SMS. */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly capacity = 100) {}

  add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): OutboxMessage {
    const stored = { ...message, id: randomUUID(), createdAt: new Date().toISOString() };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, this.capacity);
    return stored;
  }

  latest(filter: { to?: string; limit?: number } = {}): OutboxMessage[] {
    const to = filter.to?.toLowerCase();
    return this.messages.filter((message) => !to || message.to.toLowerCase() === to).slice(0, filter.limit ?? 20);
  }
}
