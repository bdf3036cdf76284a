import sharp from "sharp";
const [file, out, colH] = process.argv.slice(2);
const img = sharp(file); const { width, height } = await img.metadata();
const h = Number(colH); const cols = Math.ceil(height / h);
const parts = [];
for (let i = 0; i < cols; i++) {
  const top = i * h; const ph = Math.min(h, height - top);
  parts.push({ input: await sharp(file).extract({ left: 0, top, width, height: ph }).toBuffer(), left: i * (width + 10), top: 0 });
}
await sharp({ create: { width: cols * (width + 10), height: h, channels: 3, background: "#888" } }).composite(parts).png().toFile(out);
