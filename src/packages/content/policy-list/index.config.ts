export default definePageConfig({
  navigationBarTitleText: '政策汇编',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
