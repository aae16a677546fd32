using System;
using System.IO;
using System.Text;

namespace JsonMatrix.Orchestrator.FileSystem;

/// <summary>
/// Reads a file only when it is a regular file of bounded size. Opening a FIFO blocks until someone writes to it and
/// a device such as /dev/zero never ends, so neither is opened: both (like sockets) report a size of 0, and a file of
/// size 0 is refused before it is opened. Reading stops one byte past the limit, so a file that grows meanwhile
/// cannot take more memory than the limit. The caps themselves are in <see cref="ReadLimits"/>.
/// </summary>
public static class RegularFile
{
    /// <summary>The text of <paramref name="path"/>, or why it was not read (one sentence naming the file).</summary>
    public static (string? Text, string? Error) ReadText(string path, long maxBytes, bool followLinks = true)
    {
        var (bytes, error) = ReadBytes(path, maxBytes, followLinks);
        return bytes is null ? (null, error) : Decode(path, bytes);
    }

    /// <summary>Every text file is UTF-8, with or without the byte-order mark Windows editors write (it is dropped, so a
    /// matrix saved that way parses); UTF-16 and UTF-32 are named rather than misread as UTF-8.</summary>
    public static (string? Text, string? Error) Decode(string path, byte[] bytes)
    {
        if (bytes is [0xEF, 0xBB, 0xBF, ..]) return (Encoding.UTF8.GetString(bytes, 3, bytes.Length - 3), null);
        var encoding = bytes switch
        {
            [0xFF, 0xFE, 0, 0, ..] => "UTF-32 (little-endian)",
            [0, 0, 0xFE, 0xFF, ..] => "UTF-32 (big-endian)",
            [0xFF, 0xFE, ..] => "UTF-16 (little-endian)",
            [0xFE, 0xFF, ..] => "UTF-16 (big-endian)",
            [not 0, 0, not 0, 0, ..] => "UTF-16 (little-endian, without a byte-order mark)",
            [0, not 0, 0, not 0, ..] => "UTF-16 (big-endian, without a byte-order mark)",
            _ => null,
        };
        return encoding is null ? (Encoding.UTF8.GetString(bytes), null) : (null, $"'{path}' is {encoding} text; save it as UTF-8");
    }

    /// <param name="followLinks">False: a symbolic link is refused (merge reads only what lies inside its folders).</param>
    public static (byte[]? Bytes, string? Error) ReadBytes(string path, long maxBytes, bool followLinks = true)
    {
        try
        {
            var info = new FileInfo(path);
            if (!followLinks && info.LinkTarget is not null) return (null, $"'{path}' is a symbolic link, which is not followed (copy the file instead)");
            if (Directory.Exists(path)) return (null, $"'{path}' is a folder, not a file");
            if (!info.Exists) return (null, $"'{path}' does not exist");
            if (info.Length == 0) return (null, $"'{path}' is empty or not a regular file (a FIFO, device or socket)");
            if (info.Length > maxBytes) return (null, $"'{path}' is {info.Length:N0} bytes, more than the limit of {maxBytes:N0}");

            // Read straight into one array of the file's size (no growing buffer, no copy: a report's bytes are in
            // memory once); a file that grows meanwhile is read up to its size then, plus the proof it grew.
            using var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite, 1, FileOptions.SequentialScan);
            var content = new byte[info.Length];
            var filled = 0;
            int read;
            while (filled < content.Length && (read = stream.Read(content, filled, content.Length - filled)) > 0)
            {
                filled += read;
            }

            if (filled < content.Length) return (null, $"'{path}' shrank while it was read (being written?)");
            if (stream.ReadByte() >= 0) return (null, $"'{path}' grew while it was read (being written?)");
            return (content, null);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return (null, $"'{path}' cannot be read: {exception.Message}");
        }
    }
}
