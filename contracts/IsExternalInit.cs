#if !NET5_0_OR_GREATER
namespace System.Runtime.CompilerServices;

/// <summary>Lets the contracts' records (init accessors) compile for netcoreapp3.1 and net48, which lack this type.</summary>
internal static class IsExternalInit
{
}
#endif
