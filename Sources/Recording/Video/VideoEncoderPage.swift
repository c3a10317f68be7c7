/// The encoder tab's page: a file of the driver's own (a `file://` page is a secure context, so
/// WebCodecs is there), whose script holds one `VideoEncoder`. Frames come in as PNG bytes in
/// base64; each call hands back the chunks encoded since the one before, in base64, with their
/// key flags, timestamps and, with the first, the decoder configuration (`avcC`) and colour space.
enum VideoEncoderPage {
    static let markup = """
        <!doctype html>
        <meta charset="utf-8">
        <title>mailsitegen video encoder</title>
        <script>
        \(script)
        </script>

        """

    /// `recorder.supported(settings)`, `recorder.configure(settings)`, `recorder.frame(png)`,
    /// `recorder.finish()`. Settings: `VideoEncoderSettings.json`.
    static let script = #"""
        'use strict';
        const recorder = (() => {
          let encoder = null;
          let failed = null;
          let settings = null;
          let count = 0;
          let ready = [];
          let canvas = null;
          const fromBase64 = (text) => {
            if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text);
            const binary = atob(text);
            const bytes = new Uint8Array(binary.length);
            for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
            return bytes;
          };
          const toBase64 = (bytes) => {
            if (bytes.toBase64) return bytes.toBase64();
            let binary = '';
            for (let i = 0; i < bytes.length; i += 0x8000) {
              binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            }
            return btoa(binary);
          };
          const bytesOf = (buffer) => ArrayBuffer.isView(buffer)
            ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) : new Uint8Array(buffer);
          const config = (wanted) => {
            const made = {
              codec: wanted.codec, width: wanted.width, height: wanted.height, framerate: wanted.fps,
              bitrateMode: wanted.bitrateMode, latencyMode: 'quality',
            };
            if (wanted.bitrate) made.bitrate = wanted.bitrate;
            if (wanted.codec.startsWith('avc1')) made.avc = { format: 'avc' };
            return made;
          };
          const output = (chunk, metadata) => {
            const bytes = new Uint8Array(chunk.byteLength);
            chunk.copyTo(bytes);
            const out = { key: chunk.type === 'key', timestamp: chunk.timestamp, data: toBase64(bytes) };
            const decoder = metadata && metadata.decoderConfig;
            if (decoder && decoder.description) out.description = toBase64(bytesOf(decoder.description));
            if (decoder && decoder.colorSpace) {
              const space = decoder.colorSpace;
              out.colorSpace = {
                primaries: space.primaries || '', transfer: space.transfer || '', matrix: space.matrix || '',
                fullRange: space.fullRange === true,
              };
            }
            ready.push(out);
          };
          const take = () => {
            if (failed) throw new Error(failed);
            const taken = ready;
            ready = [];
            return taken;
          };
          const timestamp = (index) => Math.round((index * 1e6) / settings.fps);
          return {
            async supported(wanted) {
              if (typeof VideoEncoder !== 'function') return false;
              try {
                return (await VideoEncoder.isConfigSupported(config(wanted))).supported === true;
              } catch {
                return false;
              }
            },
            async configure(wanted) {
              if (!(await this.supported(wanted))) return false;
              settings = wanted;
              encoder = new VideoEncoder({ output, error: (error) => { failed = String(error); } });
              encoder.configure(config(wanted));
              return true;
            },
            async frame(png) {
              if (failed) throw new Error(failed);
              const { width, height } = settings;
              const bitmap = await createImageBitmap(new Blob([fromBase64(png)], { type: 'image/png' }));
              // A video has no alpha: the frame is drawn over white, as a GIF draws it (the
              // corners outside a phone's frame), and an odd side is padded to even with a copy
              // of the last column or row. VideoFrame copies the canvas, so one canvas serves all.
              canvas = canvas || new OffscreenCanvas(width, height);
              const context = canvas.getContext('2d');
              context.fillStyle = '#ffffff';
              context.fillRect(0, 0, width, height);
              context.drawImage(bitmap, 0, 0);
              if (bitmap.width !== width) {
                context.drawImage(bitmap, bitmap.width - 1, 0, 1, bitmap.height,
                  bitmap.width, 0, width - bitmap.width, bitmap.height);
              }
              if (bitmap.height !== height) {
                context.drawImage(canvas, 0, bitmap.height - 1, width, 1, 0, bitmap.height, width, height - bitmap.height);
              }
              const frame = new VideoFrame(canvas, {
                timestamp: timestamp(count), duration: timestamp(count + 1) - timestamp(count),
              });
              const options = { keyFrame: count % settings.keyEvery === 0 };
              if (settings.quantizer !== undefined) options.vp9 = { quantizer: settings.quantizer };
              encoder.encode(frame, options);
              frame.close();
              bitmap.close();
              count += 1;
              // At most a few frames waiting: the recorder is never far ahead of the encoder.
              while (encoder.encodeQueueSize > 2 && !failed) {
                await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
              }
              return take();
            },
            async finish() {
              await encoder.flush();
              encoder.close();
              return take();
            },
          };
        })();
        """#
}
