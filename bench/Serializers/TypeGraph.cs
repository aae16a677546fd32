using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

namespace JsonMatrix.Bench.Serializers;

/// <summary>The types reachable from a payload's root type through public properties and collection elements,
/// so adapters can say which payloads use a type their library cannot write in the web profile.</summary>
public static class TypeGraph
{
    public static IReadOnlyList<Type> Reachable(Type root)
    {
        var seen = new List<Type>();
        var pending = new Stack<Type>();
        pending.Push(root);
        while (pending.Count > 0)
        {
            var type = pending.Pop();
            if (seen.Contains(type))
            {
                continue;
            }

            seen.Add(type);
            foreach (var next in Children(type))
            {
                pending.Push(next);
            }
        }

        return seen;
    }

    private static IEnumerable<Type> Children(Type type)
    {
        if (type.IsArray)
        {
            return new[] { type.GetElementType()! };
        }

        if (type.IsGenericType)
        {
            return type.GetGenericArguments();
        }

        if (type.IsPrimitive || type.IsEnum || type == typeof(string) || type.Namespace == "System")
        {
            return Array.Empty<Type>();
        }

        return type.GetProperties(BindingFlags.Public | BindingFlags.Instance).Select(p => p.PropertyType);
    }
}
