using System;
using System.Collections.Generic;
using System.Reflection;

namespace JsonMatrix.Bench.Serializers;

/// <summary>One serializer library configured for the web profile (camelCase names, enums as strings,
/// ISO-8601 dates). Unsupported combinations are answered with a reason, never thrown.</summary>
public interface ISerializerAdapter
{
    /// <summary>The serializer id, e.g. newtonsoft.</summary>
    string Id { get; }

    /// <summary>The library assemblies this serializer runs on, as loaded.</summary>
    IReadOnlyList<Assembly> LibraryAssemblies { get; }

    /// <summary>Operations measured through a stand-in API, with what was done instead.</summary>
    IReadOnlyList<EmulatedOperation> Emulated { get; }

    /// <summary>Null when the library can produce this escaping mode, otherwise why not.</summary>
    string? EscapingUnsupportedReason(EscapingMode mode);

    /// <summary>Null when the library can write this payload type in the web profile, otherwise why not.</summary>
    string? PayloadUnsupportedReason(Type payloadType);

    ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class;
}
