/** Who sends the shop's texts (issue 30 item 3): Twilio when it is configured, else the local stand-in. */
export type TextMessagesName = 'local' | 'twilio';

export interface OutgoingText {
  /** E.164, as the consent record holds it. */
  to: string;
  body: string;
}

export interface TextMessages {
  readonly name: TextMessagesName;
  /** Sends one text; answers the provider's id for it. Throws if the provider refuses (the job retries). */
  send(text: OutgoingText): Promise<{ id: string }>;
  /**
   * Checks an inbound webhook's signature: the full URL called and its form fields. The
   * stand-in has no secret, so it accepts any (the route serves it to the tests only).
   */
  isSignedRequest(url: string, params: Readonly<Record<string, string>>, signature: string | undefined): boolean;
}

/** The provider would not take a text. `optedOut`: the number told the provider itself STOP, so no text can reach it. */
export class TextRefusedError extends Error {
  constructor(
    message: string,
    readonly optedOut: boolean,
  ) {
    super(message);
    this.name = 'TextRefusedError';
  }
}
