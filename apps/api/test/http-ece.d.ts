/** http_ece (the encryption web-push uses) has no types; the tests' push service decrypts with it. */
declare module 'http_ece' {
  const ece: {
    decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
  };
  export default ece;
}
