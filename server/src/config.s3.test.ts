import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const s3 = {
  S3_BUCKET: "campuslar-photos",
  S3_ENDPOINT: "https://s3.sa-east-1.amazonaws.com/",
  S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
  S3_SECRET_ACCESS_KEY: "very-secret-key",
};

describe("S3 photo storage configuration", () => {
  it("stores photos on disk when no S3_* is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("reads all four, with the region and a public URL defaulted", () => {
    expect(loadConfig(s3).s3).toEqual({
      bucket: "campuslar-photos",
      endpoint: "https://s3.sa-east-1.amazonaws.com",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "very-secret-key",
      region: "us-east-1",
      publicUrl: "https://s3.sa-east-1.amazonaws.com/campuslar-photos",
    });
    const withCdn = loadConfig({ ...s3, S3_REGION: "sa-east-1", S3_PUBLIC_URL: "https://fotos.example.com/" }).s3;
    expect(withCdn).toMatchObject({ region: "sa-east-1", publicUrl: "https://fotos.example.com" });
  });

  it("names the one variable that is missing or wrong, in one line, never showing the secret", () => {
    const { S3_SECRET_ACCESS_KEY: _, ...noSecret } = s3;
    expect(() => loadConfig(noSecret)).toThrow(
      /^Invalid configuration: S3_SECRET_ACCESS_KEY must be set with the other S3_\* variables$/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "s3.example.com" })).toThrow(/^Invalid configuration: S3_ENDPOINT /);
    expect(() => loadConfig({ ...s3, S3_BUCKET: "Bad_Bucket" })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ S3_PUBLIC_URL: "https://fotos.example.com" })).toThrow(/S3_BUCKET must be set/);
    for (const bad of [{ ...s3, S3_BUCKET: "x" }, noSecret]) {
      try {
        loadConfig(bad);
      } catch (error) {
        expect(String(error)).not.toContain("very-secret-key");
        expect(String(error)).not.toContain("\n");
      }
    }
  });
});
