using System;
using System.Buffers;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>A growable byte buffer that keeps its array between values, so writing allocates nothing once warm.
/// ArrayBufferWriter would do, but net48's System.Memory lacks it.</summary>
internal sealed class ReusableBuffer : IBufferWriter<byte>
{
    private byte[] _array = new byte[1024];
    private int _count;

    public ArraySegment<byte> Written => new(_array, 0, _count);

    public void Clear() => _count = 0;

    public void Advance(int count) => _count += count;

    public Memory<byte> GetMemory(int sizeHint = 0)
    {
        Reserve(sizeHint);
        return _array.AsMemory(_count);
    }

    public Span<byte> GetSpan(int sizeHint = 0)
    {
        Reserve(sizeHint);
        return _array.AsSpan(_count);
    }

    private void Reserve(int sizeHint)
    {
        var needed = _count + Math.Max(sizeHint, 1);
        if (needed > _array.Length)
        {
            Array.Resize(ref _array, Math.Max(needed, _array.Length * 2));
        }
    }
}
